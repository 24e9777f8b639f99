import { randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { getPublished } from '../calculator/calculator.service';
import { resolveAiEndpoint } from '../ai/ai-endpoint.service';
import { inchesText, type EpitaphLayout } from './epitaph.choices';
import type { Answers, StoneInput } from './epitaph.schema';
import { proposeEpitaphs, shorterFromLibrary, type Candidate } from './epitaph-engine';
import { modelCandidates, type ModelOutcome } from './epitaph-model';
import { resolveStone, StoneRefused, stoneOptionsFrom, type StoneOptions } from './epitaph-stones';
import { breakLines, layoutEpitaph, layoutLines, stoneFace, type LineInput } from './lettering-fit';
import { lineWidthIn } from './lettering-font';
import { findDesign, insertDesign, type SavedDesign } from './epitaph.repository';

export type { StoneOptions, SavedDesign, Candidate };

/** What the builder offers: the lettered stones of the published price list (or the usual kinds). */
export async function epitaphStoneOptions(db: AppDb): Promise<StoneOptions> {
  const published = await getPublished(db);
  return stoneOptionsFrom(published?.document ?? null);
}

/** Refused with the field it belongs beside (read by the form like a schema's field errors). */
function refusedStone(error: StoneRefused) {
  // A parse that fails with the refusal at the field (`new ZodError()` is not an Error in zod 4).
  const cause = z.object({ [error.field]: z.never({ error: error.message }) }).safeParse({}).error;
  return new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause });
}

async function faceFor(db: AppDb, stone: StoneInput) {
  try {
    return stoneFace(resolveStone(await epitaphStoneOptions(db), stone));
  } catch (error) {
    if (error instanceof StoneRefused) throw refusedStone(error);
    throw error;
  }
}

function personOf(answers: Answers) {
  return { surname: answers.surname ?? '', given: answers.givenNames, born: answers.born, died: answers.died };
}

/** A shorter library epitaph for these answers that fits `maxWidthIn` at 1 in within `maxLines`. */
function shorterFor(answers: Answers | null, except: string[] = []) {
  if (!answers) return undefined;
  return (maxWidthIn: number, maxLines: number) => {
    const found = shorterFromLibrary(
      answers,
      (c) => {
        if (c.reference) return false;
        const lines = c.text.split('\n').flatMap((part) => breakLines(part, 1, maxWidthIn, maxLines));
        return lines.length <= maxLines && lines.every((line) => lineWidthIn(line, 1) <= maxWidthIn);
      },
      except,
    );
    return found ? found.text : null;
  };
}

export interface LaidCandidate extends Candidate {
  layout: EpitaphLayout;
}

export interface ProposeResult {
  candidates: LaidCandidate[];
  notes: string[];
  /** none: no endpoint configured; used: the model's ideas are in the list; fallback: it failed, built-in only. */
  model: 'none' | 'used' | 'fallback';
}

const modelLayout = (face: ReturnType<typeof stoneFace>, answers: Answers, candidate: Candidate) =>
  layoutEpitaph(face, personOf(answers), { text: candidate.text, reference: candidate.reference });

/**
 * Proposes epitaphs for the family's answers, each laid out on their stone. With an endpoint
 * configured, the model's ideas are added, each only if it passes the word filter and fits the
 * stone; on any failure the built-in list stands alone.
 */
export async function proposeForFamily(
  db: AppDb,
  input: { answers: Answers; stone: StoneInput; seed: number },
  log?: { info(obj: object, msg: string): void },
): Promise<ProposeResult> {
  const face = await faceFor(db, input.stone);
  const { answers } = input;
  const builtIn = proposeEpitaphs(answers, input.seed);
  const options = { shorterEpitaph: shorterFor(answers) };
  const candidates: LaidCandidate[] = builtIn.candidates.map((candidate) => ({
    ...candidate,
    layout: layoutEpitaph(face, personOf(answers), candidate, options),
  }));
  const endpoint = await resolveAiEndpoint(db);
  if (!endpoint) return { candidates, notes: builtIn.notes, model: 'none' };
  const outcome: ModelOutcome = await modelCandidates(
    endpoint,
    answers,
    candidates.map((c) => c.text),
  );
  if (outcome.status === 'failed') {
    log?.info({ tool: 'epitaph', outcome: outcome.reason, ms: outcome.ms }, 'AI endpoint not used');
    return { candidates, notes: builtIn.notes, model: 'fallback' };
  }
  let unfit = 0;
  const fromModel: LaidCandidate[] = [];
  for (const candidate of outcome.candidates) {
    const layout = modelLayout(face, answers, candidate);
    if (!layout.fits) {
      unfit++;
      continue;
    }
    fromModel.push({ ...candidate, layout });
    if (fromModel.length >= 4) break;
  }
  log?.info(
    {
      tool: 'epitaph',
      outcome: 'used',
      ms: outcome.ms,
      offered: outcome.offered,
      refusedByFilter: outcome.refused,
      unfit,
      shown: fromModel.length,
    },
    'AI endpoint answered',
  );
  return { candidates: [...candidates, ...fromModel], notes: builtIn.notes, model: 'used' };
}

/** Lays the family's own lines out again (after an edit) and measures each. */
export async function fitLines(
  db: AppDb,
  input: { stone: StoneInput; lines: LineInput[]; answers?: Answers | null },
): Promise<EpitaphLayout> {
  const face = await faceFor(db, input.stone);
  const epitaph = input.lines.filter((l) => l.role === 'epitaph').map((l) => l.text);
  return layoutLines(face, input.lines, { shorterEpitaph: shorterFor(input.answers ?? null, [epitaph.join('\n')]) });
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newReference() {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

/**
 * Saves a design with a reference for its link. The layout is measured here again from the
 * lines (the browser's copy is never trusted); a design that does not fit may be saved, marked so.
 */
export async function saveDesign(
  db: AppDb,
  input: { answers: Answers; stone: StoneInput; lines: LineInput[]; attribution: string | null },
): Promise<{ reference: string; fits: boolean }> {
  const layout = await fitLines(db, input);
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const saved = await insertDesign(db, {
      reference,
      answers: input.answers,
      stone: input.stone,
      layout,
      attribution: input.attribution,
      fits: layout.fits,
    });
    if (saved) return { reference, fits: layout.fits };
  }
  throw new Error('Could not find a free epitaph reference');
}

/** A saved design for its page, or a NOT_FOUND a family can act on. */
export async function savedDesign(db: AppDb, reference: string): Promise<SavedDesign> {
  const design = await findDesign(db, reference.toUpperCase());
  if (!design)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: 'We could not find that epitaph. Please check the link, or make a new one.',
    });
  return design;
}

/** The basket's snapshot of a saved design (built from the stored copy, never from the browser). */
export async function epitaphBasketSnapshot(db: AppDb, reference: string) {
  const design = await findDesign(db, reference.toUpperCase());
  if (!design) return null;
  const name = [design.answers.givenNames, design.answers.surname].filter(Boolean).join(' ');
  return {
    title: `Epitaph for ${name}`,
    link: `/ai-tools/epitaph-builder/${design.reference}`,
    stone: design.layout.face.label,
    fits: design.fits,
    lines: design.layout.lines.map((line) => ({ text: line.text, height: inchesText(line.letterHeightIn) })),
  };
}
