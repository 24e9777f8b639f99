import type { Selectable } from 'kysely';
import type { EpitaphDesignsTable } from '#db/types';
import type { AppDb } from '#db/create-db';
import type { EpitaphLayout } from './epitaph.choices';
import type { Answers } from './epitaph.schema';

/** What a saved design keeps, as it was when saved. */
export interface SavedDesign {
  reference: string;
  answers: Answers;
  stone: { template: string | null; partType: string; acrossIn: number; faceHeightIn: number };
  layout: EpitaphLayout;
  attribution: string | null;
  fits: boolean;
  createdAt: string;
}

const columns = ['reference', 'answers', 'stone', 'layout', 'attribution', 'fits', 'created_at'] as const;

function toDesign(row: Pick<Selectable<EpitaphDesignsTable>, (typeof columns)[number]>): SavedDesign {
  return {
    reference: row.reference,
    answers: row.answers as unknown as Answers,
    stone: row.stone as unknown as SavedDesign['stone'],
    layout: row.layout as unknown as EpitaphLayout,
    attribution: row.attribution,
    fits: row.fits,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Inserts a design; false when the reference is taken (the caller draws another). */
export async function insertDesign(db: AppDb, design: Omit<SavedDesign, 'createdAt'>): Promise<boolean> {
  const row = await db
    .insertInto('epitaph_designs')
    .values({
      reference: design.reference,
      answers: JSON.stringify(design.answers),
      stone: JSON.stringify(design.stone),
      layout: JSON.stringify(design.layout),
      attribution: design.attribution,
      fits: design.fits,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function findDesign(db: AppDb, reference: string): Promise<SavedDesign | null> {
  const row = await db
    .selectFrom('epitaph_designs')
    .select(columns)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? toDesign(row) : null;
}
