import type { AppDb } from '#db/create-db';

/** A saved design as stored (decision record 247): the configuration is read back through the schema by the service. */
export interface SavedDesignRow {
  reference: string;
  configuration: unknown;
  priceListVersionId: number | null;
  grantId: number | null;
  createdAt: string;
}

/** Inserts a design; false when the reference is taken (the caller draws another). */
export async function insertSavedDesign(
  db: AppDb,
  design: { reference: string; configuration: unknown; priceListVersionId: number | null; grantId: number | null },
): Promise<boolean> {
  const row = await db
    .insertInto('saved_designs')
    .values({
      reference: design.reference,
      configuration: JSON.stringify(design.configuration),
      price_list_version_id: design.priceListVersionId,
      grant_id: design.grantId,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function findSavedDesign(db: AppDb, reference: string): Promise<SavedDesignRow | null> {
  const row = await db
    .selectFrom('saved_designs')
    .select(['reference', 'configuration', 'price_list_version_id', 'grant_id', 'created_at'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return null;
  return {
    reference: row.reference,
    configuration: row.configuration,
    priceListVersionId: row.price_list_version_id,
    grantId: row.grant_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
