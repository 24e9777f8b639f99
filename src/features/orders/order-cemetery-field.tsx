import { useState } from 'react';
import type { CemeteryCheck, CemeteryChoice } from '#server/modules/cemeteries/cemeteries.choices';
import {
  CemeteryPicker,
  choiceOfPick,
  usePickFromSlug,
  type CemeteryPick,
} from '#src/features/cemeteries/cemetery-picker';

/** What the order starts with: its kept check (a listed cemetery by slug), else its text as a cemetery we do not list. */
function initialPick(check: CemeteryCheck | null | undefined, text: string | null | undefined): CemeteryPick {
  if (check && !check.slug && check.name) return { notListed: check.name };
  if (!check && text?.trim()) return { notListed: text.trim() };
  return null;
}

/**
 * The order's cemetery as staff choose it (decision 286): the shared picker, opened on the
 * cemetery the order keeps. Until staff change it, nothing about the cemetery is sent (the check
 * stays as kept); once changed, the choice goes with its words for the `cemetery` text.
 */
export function useOrderCemetery(initial?: { cemeteryCheck?: CemeteryCheck | null; cemetery: string | null }) {
  const check = initial?.cemeteryCheck;
  const [pick, setPick] = usePickFromSlug(
    check?.slug ?? undefined,
    check?.section ?? undefined,
    initialPick(check, initial?.cemetery),
  );
  const [changed, setChanged] = useState(false);
  const choose = (next: CemeteryPick) => {
    setPick(next);
    setChanged(true);
  };
  /** What the save sends: nothing while unchanged; the text and the choice (null: no cemetery) once changed. */
  const fields = (): { cemetery?: string; cemeteryChoice?: CemeteryChoice | null } => {
    if (!changed) return {};
    const choice = choiceOfPick(pick) ?? null;
    if (!pick || !choice) return { cemetery: '', cemeteryChoice: null };
    return { cemetery: 'slug' in pick ? `${pick.name}, ${pick.town}` : pick.notListed.trim(), cemeteryChoice: choice };
  };
  return { pick, choose, fields };
}

/** The picker in the order's form. */
export function OrderCemeteryField({
  cemetery,
  error,
}: {
  cemetery: ReturnType<typeof useOrderCemetery>;
  error?: string;
}) {
  return (
    <CemeteryPicker
      value={cemetery.pick}
      onChange={cemetery.choose}
      name="orderCemetery"
      description="Type part of its name or its town, or use the name as the family gave it. Its rules are checked again when you save."
      error={error}
    />
  );
}
