import { chatCompletion, type ChatFailure, type resolveAiEndpoint } from '../ai/ai-endpoint.service';
import type { BusinessFacts } from '../settings/settings.schema';
import type { Citation, RetrievedPassage } from './monument-expert.answer-shape';

type Written =
  | { ok: true; paragraphs: string[]; citations: Citation[]; ms: number }
  | { ok: false; reason: ChatFailure | 'rejected'; ms: number };

/**
 * The model writes the answer from the numbered passages only. Its reply is refused (and the
 * built-in answer used) when it is empty or long, names any amount of money (prices are shown
 * from the engine beside the answer), cites no passage or a passage it was not given.
 */
export async function writeWithModel(
  endpoint: NonNullable<Awaited<ReturnType<typeof resolveAiEndpoint>>>,
  business: BusinessFacts,
  question: string,
  passages: RetrievedPassage[],
  hasPrices: boolean,
): Promise<Written> {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title} (${p.url})\n${p.body}`).join('\n\n');
  const result = await chatCompletion(
    endpoint,
    [
      {
        role: 'system',
        content: [
          `You answer questions from families on the website of ${business.name}, a family monument company.`,
          'Answer only from the numbered passages the user gives you. Do not add facts, policies, names or numbers that are not in them.',
          'Cite the passages you use with their numbers in square brackets, like [1].',
          'Never write a price or any amount of money: prices are shown to the family separately.',
          hasPrices ? 'A price from the company calculator is shown below your answer; you may say so.' : '',
          'If the passages do not answer the question, reply with the single word UNKNOWN.',
          'Write warmly and plainly, in at most three short paragraphs.',
        ]
          .filter(Boolean)
          .join(' '),
      },
      { role: 'user', content: `Passages:\n\n${numbered}\n\nQuestion: ${question}` },
    ],
    { maxTokens: 500, temperature: 0.2 },
  );
  if (!result.ok) return { ok: false, reason: result.reason, ms: result.ms };
  const reply = result.text.trim();
  const cited = [...reply.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const rejected =
    reply.length === 0 ||
    reply.length > 2000 ||
    /^unknown\.?$/i.test(reply) ||
    /\$|\bdollars?\b|\busd\b|\bcents?\b/i.test(reply) ||
    cited.length === 0 ||
    cited.some((n) => !Number.isInteger(n) || n < 1 || n > passages.length);
  if (rejected) return { ok: false, reason: 'rejected', ms: result.ms };
  const order = [...new Set(cited)];
  const paragraphs = reply
    .replace(/\[(\d+)\]/g, (_, n: string) => `[${order.indexOf(Number(n)) + 1}]`)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return {
    ok: true,
    paragraphs,
    citations: order.map((n) => ({ title: passages[n - 1]!.title, url: passages[n - 1]!.url })),
    ms: result.ms,
  };
}
