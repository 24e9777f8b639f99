/** What the monument expert's page reads from its address: the question the plain form sent. */
interface ExpertSearch {
  question?: string;
}

/**
 * `?question=` as the page's plain form sends it (decision 229): spaces and line breaks run
 * together, trimmed; absent when empty. The router reads a value that looks like JSON (`12`,
 * `true`) as that value, so those are read back as the words typed.
 */
export function parseExpertSearch(search: Record<string, unknown>): ExpertSearch {
  const raw = search.question;
  const typed = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
  const question = typed.replace(/\s+/g, ' ').trim();
  return question ? { question } : {};
}
