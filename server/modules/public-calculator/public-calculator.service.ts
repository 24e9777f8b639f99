import { randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { checkAccess, findAuthorizations } from '../access/access.service';
import { getPublished } from '../calculator/calculator.service';
import type { MonumentToCheck } from '../cemeteries/cemeteries.choices';
import { estimateMonument, type EstimatedDesign } from './public-calculator.cemetery';
import type { ChoicesInput } from './public-calculator.schema';
import { formatDollars } from './public-calculator.choices';
import type { ChoicePrices } from './public-calculator.choice-prices';
import { ChoiceRefused } from './public-calculator.configuration';
import { priceChoices } from './public-calculator.pricing';
import {
  estimatesForGrants,
  findEstimate,
  findEstimateConfiguration,
  insertEstimate,
  recentEstimates,
  type EstimateSummary,
  type SavedEstimate,
} from './public-calculator.repository';

export type { EstimateSummary, SavedEstimate };

/** What the form offers, and a price for the monument expert: what other domains ask of the calculator. */
export { calculatorOptions } from './public-calculator.options';
export { quoteForExpert } from './public-calculator.expert-quote';
/** Prices choices (and what a design adds to them) with the published list: the design playground's price. */
export { priceChoices };
/** A choice the price list cannot price, with the field it belongs beside. */
export { ChoiceRefused };
/** The calculator's monument as a cemetery's rules read it (decision 277): zod-free, the browser runs it too. */
export { estimateMonument, type EstimatedDesign };

export type PublicEstimate =
  | { status: 'locked' }
  | { status: 'refused'; field: string; message: string }
  | {
      status: 'priced';
      versionId: number;
      lowCents: number;
      highCents: number;
      totalCents: number;
      summary: EstimateSummary;
      choicePrices: ChoicePrices;
    };

/** The estimate for the page: nothing when the access form stands before it, else the figures. */
export async function estimateForVisitor(
  db: AppDb,
  contentVersion: number,
  input: { choices: ChoicesInput; grantToken?: string | null },
): Promise<PublicEstimate> {
  const access = await checkAccess(db, contentVersion, 'calculator', input.grantToken);
  if (!access.allowed) return { status: 'locked' };
  try {
    const { configuration: _configuration, ...estimate } = await priceChoices(db, input.choices);
    return { status: 'priced', ...estimate };
  } catch (error) {
    if (error instanceof ChoiceRefused) return { status: 'refused', field: error.field, message: error.message };
    throw error;
  }
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newReference() {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

/** Saves what was priced, with the version that priced it; the page and the basket read this copy. */
export async function saveEstimate(
  db: AppDb,
  contentVersion: number,
  input: { choices: ChoicesInput; grantToken?: string | null },
) {
  const access = await checkAccess(db, contentVersion, 'calculator', input.grantToken);
  if (!access.allowed)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Please fill in the short form to see and save your estimate.' });
  let priced;
  try {
    priced = await priceChoices(db, input.choices);
  } catch (error) {
    if (error instanceof ChoiceRefused) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
  const { step: _step, units: _units, ...choices } = input.choices;
  const { choicePrices: _prices, ...kept } = priced;
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const saved = await insertEstimate(db, { ...kept, reference, choices, grantId: access.grantId });
    if (saved) return { reference };
  }
  throw new Error('Could not find a free estimate reference');
}

export async function savedEstimate(db: AppDb, reference: string) {
  const estimate = await findEstimate(db, reference);
  if (!estimate)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: 'We could not find that estimate. Please check the link, or make a new one.',
    });
  const { grantId: _grantId, ...visible } = estimate;
  return visible;
}

/** The basket's snapshot of a saved estimate: built here from the stored copy, never from the browser. */
export async function estimateBasketSnapshot(db: AppDb, reference: string) {
  const estimate = await findEstimate(db, reference.toUpperCase());
  if (!estimate) return null;
  return {
    title: `Estimate ${estimate.reference}: ${estimate.summary.title}`,
    priceCents: estimate.totalCents,
    link: `/calculator/estimate/${estimate.reference}`,
    range: `${formatDollars(estimate.lowCents)} to ${formatDollars(estimate.highCents)}`,
    versionId: estimate.versionId,
    lines: estimate.summary.lines,
  };
}

/** The estimates families saved lately, newest first, each with who made it (when an access form did). */
export async function listRecentEstimates(db: AppDb) {
  const estimates = await recentEstimates(db);
  const grants = await findAuthorizations(db, [
    ...new Set(estimates.map((e) => e.grantId).filter((id): id is number => id !== null)),
  ]);
  const byId = new Map(grants.map((g) => [g.id, g]));
  return estimates.map(({ grantId, ...estimate }) => {
    const grant = grantId === null ? undefined : byId.get(grantId);
    return { ...estimate, madeBy: grant ? { name: grant.name, email: grant.email, phone: grant.phone } : null };
  });
}
export const estimatesOfGrants = (db: AppDb, ids: number[]) => estimatesForGrants(db, ids);

/**
 * The monument of a saved estimate (a basket's `estimate` item is its reference), as a cemetery's
 * rules check it: from the configuration the engine priced, read with today's published part
 * types. Null when there is no such estimate or its stone's kind cannot be told.
 */
export async function savedEstimateMonument(db: AppDb, reference: string): Promise<MonumentToCheck | null> {
  const configuration = await findEstimateConfiguration(db, reference.toUpperCase());
  if (!configuration || !Array.isArray(configuration.parts)) return null;
  const version = await getPublished(db);
  return estimateMonument(configuration as EstimatedDesign, version?.document.partTypes ?? []);
}
