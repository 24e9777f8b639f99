import type { CalculatorEstimatesTable } from '#db/types';
import type { Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';

/** What a saved estimate shows, as stored (never recomputed). */
export interface EstimateSummary {
  title: string;
  /** The choices in plain words: "Granite color: Blue Pearl". */
  choices: Array<{ label: string; value: string }>;
  lines: Array<{ label: string; amount: string }>;
  cemeteryLines: Array<{ label: string; amount: string }>;
  rangeExplanation: string;
  publishedAt: string;
}

export interface SavedEstimate {
  reference: string;
  versionId: number;
  choices: Record<string, unknown>;
  summary: EstimateSummary;
  totalCents: number;
  lowCents: number;
  highCents: number;
  grantId: number | null;
  createdAt: string;
}

export async function insertEstimate(
  db: AppDb,
  estimate: Omit<SavedEstimate, 'createdAt'> & { configuration: unknown },
): Promise<boolean> {
  const row = await db
    .insertInto('calculator_estimates')
    .values({
      reference: estimate.reference,
      version_id: estimate.versionId,
      choices: JSON.stringify(estimate.choices),
      configuration: JSON.stringify(estimate.configuration),
      summary: JSON.stringify(estimate.summary),
      total_cents: estimate.totalCents,
      low_cents: estimate.lowCents,
      high_cents: estimate.highCents,
      grant_id: estimate.grantId,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

const select = [
  'reference',
  'version_id',
  'choices',
  'summary',
  'total_cents',
  'low_cents',
  'high_cents',
  'grant_id',
  'created_at',
] as const;

function toEstimate(
  row: Pick<
    Selectable<CalculatorEstimatesTable>,
    | 'reference'
    | 'version_id'
    | 'choices'
    | 'summary'
    | 'total_cents'
    | 'low_cents'
    | 'high_cents'
    | 'grant_id'
    | 'created_at'
  >,
): SavedEstimate {
  return {
    reference: row.reference,
    versionId: row.version_id,
    choices: row.choices as Record<string, unknown>,
    summary: row.summary as EstimateSummary,
    totalCents: row.total_cents,
    lowCents: row.low_cents,
    highCents: row.high_cents,
    grantId: row.grant_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findEstimate(db: AppDb, reference: string) {
  const row = await db
    .selectFrom('calculator_estimates')
    .select(select)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? toEstimate(row) : null;
}

export async function recentEstimates(db: AppDb, limit = 50) {
  const rows = await db.selectFrom('calculator_estimates').select(select).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toEstimate);
}

export async function estimatesForGrants(db: AppDb, grantIds: number[]) {
  if (grantIds.length === 0) return [];
  const rows = await db
    .selectFrom('calculator_estimates')
    .select(select)
    .where('grant_id', 'in', grantIds)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toEstimate);
}

/** A saved estimate's configuration as the engine priced it (for the cemetery's check of its monument). */
export async function findEstimateConfiguration(db: AppDb, reference: string) {
  const row = await db
    .selectFrom('calculator_estimates')
    .select(['configuration'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? (row.configuration as { parts?: unknown; addons?: unknown }) : null;
}
