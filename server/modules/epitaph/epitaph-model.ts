import { createHash } from 'node:crypto';
import { z } from 'zod';
import { chatCompletion, type AiEndpoint, type ChatFailure } from '../ai/ai-endpoint.service';
import { faithLabels, relationshipLabels, toneLabels } from './epitaph.choices';
import type { Answers } from './epitaph.schema';
import type { Candidate } from './epitaph-engine';
import { checkWords } from './word-filter';

/**
 * More epitaphs from the optional OpenAI-compatible endpoint (decision records 130 and 131).
 * The model writes original words only: a reply is a JSON list of short epitaphs; each one must
 * pass the word filter here and the fit check in the service before a family sees it. Any
 * failure (no reply, a slow one, a broken one) gives back no candidates and the reason, and the
 * built-in engine's list stands alone.
 */

const MAX_MODEL_CANDIDATES = 4;
const MAX_CHARACTERS = 110;

const replySchema = z.object({ epitaphs: z.array(z.unknown()).max(20) });

export type ModelOutcome =
  | { status: 'used'; candidates: Candidate[]; offered: number; refused: number; ms: number }
  | { status: 'failed'; reason: ChatFailure | 'unusable'; ms: number };

function prompt(answers: Answers, avoid: string[]) {
  const faith =
    answers.faith === 'none'
      ? 'No religious words at all (no God, heaven, prayer, angels, blessings).'
      : `Faith: ${faithLabels[answers.faith]}. Gentle faith is welcome; do not quote scripture.`;
  return [
    `Write ${MAX_MODEL_CANDIDATES + 2} short epitaphs for a headstone, in American English.`,
    `Tone: ${toneLabels[answers.tone].label} (${toneLabels[answers.tone].hint})`,
    `They were the family's ${relationshipLabels[answers.relationship].toLowerCase()}. First name: ${answers.givenNames.split(/\s+/)[0]}.`,
    faith,
    answers.loves
      ? `What they loved, in the family's words: ${answers.loves}`
      : 'The family did not say what they loved.',
    'Rules: original words only (no quotations, no verse references, no names of authors); at most 80 characters each;',
    'no numbers, dates, prices or places; nothing crude, sad beyond comfort, or unkind; do not repeat these:',
    avoid.map((text) => `- ${text.replace(/\n/g, ' ')}`).join('\n'),
    'Answer with JSON only: {"epitaphs": ["...", "..."]}',
  ].join('\n');
}

/** The JSON object in a reply, also when a model wraps it in a code fence or a sentence. */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** One epitaph from the model, cleaned, or null when it is not usable. */
function cleanEpitaph(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\s+/g, ' ')
    .replace(/^["'“‘\s]+|["'”’\s]+$/g, '')
    .trim();
  if (text.length < 3 || text.length > MAX_CHARACTERS) return null;
  if (!checkWords(text).ok) return null;
  return text;
}

export async function modelCandidates(
  endpoint: AiEndpoint,
  answers: Answers,
  avoid: string[],
  signal?: AbortSignal,
): Promise<ModelOutcome> {
  const result = await chatCompletion(
    endpoint,
    [
      {
        role: 'system',
        content:
          'You help a family-owned monument company suggest epitaphs. You write warm, plain, short inscriptions that can be cut in granite. You never invent facts about the person beyond what the family said.',
      },
      { role: 'user', content: prompt(answers, avoid) },
    ],
    { json: true, maxTokens: 500, temperature: 0.8, signal },
  );
  if (!result.ok) return { status: 'failed', reason: result.reason, ms: result.ms };
  const parsed = replySchema.safeParse(jsonIn(result.text));
  if (!parsed.success) return { status: 'failed', reason: 'unusable', ms: result.ms };
  const seen = new Set(avoid.map((text) => text.toLowerCase().replace(/\s+/g, ' ')));
  const candidates: Candidate[] = [];
  let refused = 0;
  for (const value of parsed.data.epitaphs) {
    const text = cleanEpitaph(value);
    if (!text || seen.has(text.toLowerCase())) {
      refused++;
      continue;
    }
    seen.add(text.toLowerCase());
    candidates.push({
      id: `model-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`,
      text,
      reference: null,
      attribution: null,
      kind: 'phrase',
      source: 'model',
    });
  }
  return {
    status: 'used',
    candidates: candidates.slice(0, MAX_MODEL_CANDIDATES + 2),
    offered: parsed.data.epitaphs.length,
    refused,
    ms: result.ms,
  };
}
