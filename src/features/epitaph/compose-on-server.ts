import { lineRoleLabels, type LineRole } from '#server/modules/epitaph/epitaph.choices';
import { asksForIdeas, type EpitaphSearch } from '#server/modules/epitaph/epitaph.search';
import type { PublicApi } from '#src/lib/public-api';
import { trpcErrorCode } from '#src/lib/trpc';
import type { EditLine } from './keep-it';
import { answerErrors, fitInput } from './epitaph-check';
import {
  answersOf,
  defaultsFor,
  linesOf,
  stoneOf,
  valuesFrom,
  type Measured,
  type Options,
  type Proposal,
} from './epitaph-answers';

/** What the server composed from the answers in the address, for the page's HTML (decision 230). */
export interface Composed {
  /** The seed of the ideas shown (the plain form carries it, so a choice finds the same list). */
  seed: number;
  errors: Record<string, string | undefined>;
  /** A refusal that belongs to no field (too many ideas asked for in a short time). */
  message: string | null;
  proposal: Proposal | null;
  chosen: { lines: EditLine[]; attribution: string | null } | null;
  /** The chosen lines measured on the stone, sent with the page: the editor starts from it. */
  measured: Measured | null;
}

/** Refusals the family can act on, said in their words; anything else is the server's fault. */
const SAID_ON_THE_PAGE = new Set(['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'NOT_FOUND']);

/** A refusal's field errors (a schema's or the stone's, read from its cause) and its words. */
function refusalOf(error: unknown): Pick<Composed, 'errors' | 'message'> {
  if (!SAID_ON_THE_PAGE.has(trpcErrorCode(error) ?? '')) throw error;
  const issues = (error as { cause?: { issues?: Array<{ path: PropertyKey[]; message: string }> } }).cause?.issues;
  const errors: Record<string, string> = {};
  // A stone refused names its field (`acrossIn`); an answer's is under `answers` or `stone`.
  for (const issue of issues ?? []) {
    const field = String(issue.path.at(-1) ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return Object.keys(errors).length ? { errors, message: null } : { errors, message: (error as Error).message };
}

/** The lines the address carries: each text with its role (a line without a known role is an epitaph line). */
function linesFrom(search: EpitaphSearch): EditLine[] {
  return (search.line ?? []).map((text, index) => {
    const role = search.role?.[index];
    return { role: role && role in lineRoleLabels ? (role as LineRole) : 'epitaph', text };
  });
}

/**
 * The plain form's answer, composed on the server (the route's loader, only there): the ideas
 * for the answers in the address (through the same procedure, with its limits), the idea chosen
 * or the lines as edited, measured on the stone for the editor (sent with the page's loader data),
 * and what is wrong, by field. Null when the address asks for nothing yet (the empty builder).
 */
export async function composeOnServer(
  context: { api: PublicApi },
  options: Options,
  search: EpitaphSearch,
): Promise<Composed | null> {
  if (!asksForIdeas(search)) return null;
  const values = valuesFrom(search, defaultsFor(options));
  const seed = search.seed ?? search.shown ?? 1;
  const composed: Composed = {
    seed,
    errors: answerErrors(options, values),
    message: null,
    proposal: null,
    chosen: null,
    measured: null,
  };
  if (Object.values(composed.errors).some(Boolean)) return composed;
  try {
    // A mutation over HTTP (its answer differs with the seed); the server's caller runs it
    // in-process like any procedure. Never from the browser: this module is the server's only.
    composed.proposal = await context.api.epitaph.propose({ answers: answersOf(values), stone: stoneOf(values), seed });
  } catch (error) {
    return { ...composed, ...refusalOf(error) };
  }
  if (search.idea) {
    const candidate = composed.proposal.candidates.find((c) => c.id === search.idea);
    if (candidate) composed.chosen = { lines: linesOf(candidate.layout), attribution: candidate.attribution };
    else composed.message = 'That idea is no longer in the list. Please choose one of these.';
  } else if (search.line) {
    composed.chosen = { lines: linesFrom(search), attribution: search.attribution ?? null };
  }
  const input = composed.chosen && fitInput(values, composed.chosen.lines);
  // Prefetched, never thrown: lines the procedure refuses are said beside the editor's lines.
  if (input?.lines.length) {
    try {
      composed.measured = { key: JSON.stringify(input), layout: await context.api.epitaph.fit(input) };
    } catch (error) {
      const refusal = refusalOf(error);
      composed.message = refusal.message ?? Object.values(refusal.errors)[0] ?? 'Please check the lines.';
    }
  }
  return composed;
}
