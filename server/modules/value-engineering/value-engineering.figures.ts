import type { AppDb } from '#db/create-db';
import { guaranteeOf, PROOF_MINIMUM, stageOrder } from './value-engineering.choices';
import { closedWithFinalPrice, commitmentFigures } from './commitments.repository';

/**
 * The promise in figures (decision record 081): commitments by stage and deposits for staff,
 * and the guarantee over closed commitments, which the public page claims only once there are
 * enough of them.
 */

/** The guarantee in figures over closed commitments with a final price. */
export function summarizeClosed(
  closed: { packagePriceCents: number; finalPriceCents: number; closedAt: string | null }[],
) {
  const outcomes = closed.map((c) => guaranteeOf(c.packagePriceCents, c.finalPriceCents)!);
  const count = outcomes.length;
  const kept = outcomes.filter((o) => o.kept).length;
  if (count === 0) return { count, kept, averageSavingCents: null, averageSavingPercent: null, lastClosedAt: null };
  const totalSaving = outcomes.reduce((sum, o) => sum + o.savingCents, 0);
  // The mean of the percentages, from tenths of a percent (integers) to one decimal.
  const tenths = outcomes.reduce((sum, o) => sum + Math.round(o.savingPercent * 10), 0);
  const lastClosedAt = closed
    .map((c) => c.closedAt)
    .reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return {
    count,
    kept,
    averageSavingCents: Math.round(totalSaving / count),
    averageSavingPercent: Math.round(tenths / count) / 10,
    lastClosedAt,
  };
}

/** /admin/ve: commitments by stage, deposits received, the guarantee over closed commitments. */
export async function veOverview(db: AppDb) {
  const figures = await commitmentFigures(db);
  const byStage = stageOrder
    .concat('cancelled')
    .map((stage) => ({ stage, count: figures.byStage.find((s) => s.stage === stage)?.count ?? 0 }));
  const depositCents = figures.byStage.reduce((sum, s) => sum + s.depositCents, 0);
  const depositsReceived = figures.byStage.reduce((sum, s) => sum + s.withDeposit, 0);
  return {
    byStage,
    total: byStage.reduce((sum, s) => sum + s.count, 0),
    depositsReceived,
    depositCents,
    guarantee: summarizeClosed(figures.closed),
    proofMinimum: PROOF_MINIMUM,
  };
}

/**
 * What /value-engineering may claim: real figures once PROOF_MINIMUM commitments are closed
 * with a final price; otherwise null and the page says "typically". Only staff actions change
 * these figures, and every staff action drops the page cache.
 */
export async function publicProof(db: AppDb) {
  const summary = summarizeClosed(await closedWithFinalPrice(db));
  if (summary.count < PROOF_MINIMUM || summary.averageSavingPercent == null) return null;
  return {
    count: summary.count,
    kept: summary.kept,
    averageSavingPercent: summary.averageSavingPercent,
    averageSavingCents: summary.averageSavingCents!,
    computedAt: new Date().toISOString(),
  };
}
