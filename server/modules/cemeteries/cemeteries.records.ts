/**
 * The cemetery a form's record keeps (decision 283): the check computed here on the server from
 * the family's choice and the record's monuments, and the name its text column keeps. Re-exported
 * by the service, which the quote request, the estimate request, the booking and the reservation call.
 */
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { AppDb } from '#db/create-db';
import type { CemeteryCheck, CemeteryChoice } from './cemeteries.choices';
import type { MonumentToCheck } from './cemeteries.rules';
import { cemeteryCheck } from './cemeteries.family';

/** Said beside the cemetery field when a chosen cemetery is not found and no name came with it. */
export const UNKNOWN_CEMETERY_MESSAGE =
  'We could not find that cemetery in our list. Please search for it again, or choose "not listed" and type its name.';

/** A refusal the forms show beside their cemetery field (its zod issue names `cemeteryChoice`). */
function unknownCemetery() {
  const cause = new ZodError([
    { code: 'custom', path: ['cemeteryChoice'], message: UNKNOWN_CEMETERY_MESSAGE, input: undefined },
  ]);
  return new TRPCError({ code: 'BAD_REQUEST', message: UNKNOWN_CEMETERY_MESSAGE, cause });
}

export interface RecordedCemetery {
  check: CemeteryCheck | null;
  /** The text column's value: the name as the family typed it, or the chosen cemetery's name. */
  name: string | null;
  /** The town as typed, or the chosen cemetery's town when none was typed. */
  town: string | null;
}

/**
 * What a record keeps of the family's cemetery. A cemetery chosen from the list is checked
 * against the monuments (nothing is refused for a broken rule); a choice whose cemetery is no
 * longer in the list (removed since the page loaded) is kept as not listed under the name the
 * family typed, and refused in words only when no name came with it. No choice: the typed text alone.
 */
export async function cemeteryForRecord(
  db: AppDb,
  choice: CemeteryChoice | null | undefined,
  typed: { name?: string | null; town?: string | null },
  monuments: readonly MonumentToCheck[] = [],
): Promise<RecordedCemetery> {
  const typedName = typed.name?.trim() || null;
  const typedTown = typed.town?.trim() || null;
  if (!choice) return { check: null, name: typedName, town: typedTown };
  let check = await cemeteryCheck(db, choice, monuments);
  if (!check) {
    if (!typedName) throw unknownCemetery();
    check = await cemeteryCheck(db, { notListed: typedName }, []);
  }
  return {
    check,
    name: typedName ?? check?.name ?? null,
    town: typedTown ?? check?.town ?? null,
  };
}
