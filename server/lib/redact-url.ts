/**
 * The request log's copy of an address, without the secrets an address can carry (decision
 * record 179): a private link's token or reference opens a family's booking, estimate or
 * epitaph, so it never reaches the log, whoever sends it where.
 *
 * - a query parameter named like a secret (`token`, `key`, `code`, `reference`...) loses its value;
 * - inside any other value (a tRPC `input`'s JSON too), a field named like a secret loses its
 *   value, and any token-shaped run (16 or more letters, digits, `-` or `_` with a digit in it, or
 *   of mixed case) is replaced;
 * - the reference in a saved estimate's, epitaph's or design's page address (and its files) is replaced;
 * - the saved estimate or epitaph a design playground starts from (`?estimate=`, `?epitaph=`) is not logged;
 * - a family's own words in the epitaph builder's plain form (names, dates, what they loved, the
 *   lines) lose their value: personal, if not secret (decision record 230).
 * - the question a family asked the monument expert's plain form is not logged (decision 229).
 */
const REDACTED = '[redacted]';

const SECRET_NAMES = new Set([
  'token',
  'key',
  'code',
  'reference',
  'ref',
  'secret',
  'password',
  'email',
  'access_token',
  'auth',
  'sig',
  'signature',
  'grant',
]);

/** The epitaph builder's fields that hold a family's words (server/modules/epitaph/epitaph.search.ts). */
const PERSONAL_NAMES = new Set(['givennames', 'surname', 'born', 'died', 'loves', 'line', 'attribution']);

const SECRET_FIELD = /"(token|key|code|reference|secret|password|email|familyToken)"\s*:\s*"(?:[^"\\]|\\.)*"/gi;
const TOKEN_RUN = /[A-Za-z0-9_-]{16,}/g;

/** Pages whose last segment is a private reference. */
const PRIVATE_PAGE = /^(\/calculator\/estimate|\/ai-tools\/epitaph-builder|\/ai-tools\/design-playground)\/[^/?#]+/i;

/** A page's parameter that carries a family's own words: its value is never logged. */
const OWN_WORDS: { page: RegExp; name: string }[] = [
  { page: /^\/ai-tools\/monument-expert\/?$/i, name: 'question' },
  // The design playground started from a saved estimate or epitaph: its private reference (decision 256).
  { page: /^\/ai-tools\/design-playground\/?$/i, name: 'estimate' },
  { page: /^\/ai-tools\/design-playground\/?$/i, name: 'epitaph' },
];

function isTokenShaped(run: string): boolean {
  return /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run) && run.length >= 20);
}

function redactValue(value: string): string {
  return value
    .replace(SECRET_FIELD, (_match, name: string) => `"${name}":"${REDACTED}"`)
    .replace(TOKEN_RUN, (run) => (isTokenShaped(run) ? REDACTED : run));
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const path = rawPath.replace(PRIVATE_PAGE, (_match, page: string) => `${page}/${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url.slice(queryAt + 1);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return `${path}?${REDACTED}`;
  }
  const ownWords = new Set(OWN_WORDS.filter((rule) => rule.page.test(rawPath)).map((rule) => rule.name));
  let changed = false;
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    const lower = name.toLowerCase();
    const secret = SECRET_NAMES.has(lower) || PERSONAL_NAMES.has(lower) || ownWords.has(name);
    const next = secret && value !== '' ? REDACTED : redactValue(value);
    if (next !== value) changed = true;
    kept.append(name, next);
  }
  return `${path}?${changed ? kept.toString() : query}`;
}
