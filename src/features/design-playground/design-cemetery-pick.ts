import { useCallback, useEffect, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { CemeteryChoice, SectionRules } from '#server/modules/cemeteries/cemeteries.choices';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import {
  choiceOfPick,
  pickFromPublished,
  rulesOfPick,
  sectionOfPick,
  type CemeteryPick,
  type PublishedSection,
} from '#src/features/cemeteries/cemetery-picker';
import type { PublicApi } from '#src/lib/public-api';
import { publicErrorMessage } from '#src/lib/public-api';
import { trpcErrorCode } from '#src/lib/trpc';
import type { ChangeDesign } from './design-playground-state';

/**
 * Where the stone goes (issue 35, decision 280). The design keeps the family's choice (a slug and
 * a section name, or a name we do not list) in its configuration, so it is saved, autosaved,
 * undone and put in the basket with everything else; the page holds the chosen cemetery's
 * published rules beside it (a "pick"), opened again whenever the choice changes from elsewhere
 * (undo, the kept design, a saved design, the address).
 */

/** One string for a choice, to tell whether two are the same ('' for none). */
export function choiceKey(choice: CemeteryChoice | undefined): string {
  if (!choice) return '';
  if ('notListed' in choice) return `listed:no|${choice.notListed}`;
  return `listed:yes|${choice.slug}|${choice.section ?? ''}`;
}

/** The design with this cemetery, or with none (the key is left out, as a design without one was saved). */
export function withCemetery(design: DesignConfiguration, choice: CemeteryChoice | undefined): DesignConfiguration {
  const { cemetery: _cemetery, ...rest } = design;
  return choice ? { ...rest, cemetery: choice } : rest;
}

/**
 * The pick for a design's choice, with the cemetery's published rules (`cemeteries.get`): null
 * for none; a slug we no longer publish is kept as a cemetery we do not list (as the shared
 * picker does). Undefined when the rules could not be asked for now (the browser asks again).
 */
export async function pickOfChoice(
  api: PublicApi,
  choice: CemeteryChoice | undefined,
): Promise<CemeteryPick | undefined> {
  if (!choice) return null;
  if ('notListed' in choice) return { notListed: choice.notListed };
  try {
    return pickFromPublished(await api.cemeteries.get({ slug: choice.slug }), choice.section);
  } catch (error) {
    return trpcErrorCode(error) === 'NOT_FOUND' ? { notListed: choice.slug } : undefined;
  }
}

/** The section of the same cemetery a choice names (matched as the server matches it), or null. */
function sameCemeteryPick(pick: CemeteryPick, choice: CemeteryChoice): CemeteryPick | null {
  if (!pick || !('slug' in pick) || 'notListed' in choice || pick.slug !== choice.slug) return null;
  const wanted = choice.section?.trim().toLowerCase();
  const match = wanted ? pick.sections.find((s) => s.name.toLowerCase() === wanted) : undefined;
  const only = pick.sections.length === 1 ? pick.sections[0] : undefined;
  return { ...pick, section: (match ?? only)?.name ?? null };
}

/** The pick that follows a choice without asking the server, or 'ask' for another cemetery's rules. */
function followChoice(pick: CemeteryPick, choice: CemeteryChoice | undefined): CemeteryPick | 'ask' {
  if (choiceKey(choiceOfPick(pick)) === choiceKey(choice)) return pick;
  if (!choice) return null;
  if ('notListed' in choice) return { notListed: choice.notListed };
  return sameCemeteryPick(pick, choice) ?? 'ask';
}

export interface DesignCemetery {
  pick: CemeteryPick;
  /** The family chose in the picker: the design takes the choice (one undo step). */
  onPick: (pick: CemeteryPick) => void;
  /** The chosen section's rules, once they are open for the design's own choice. */
  rules: SectionRules | null;
  section: PublishedSection | null;
  /** Whether a cemetery is chosen at all (a name we do not list counts). */
  chosen: boolean;
  /** Why the rules could not be opened, in plain words. */
  problem: string | null;
}

/**
 * The design's cemetery and its rules. `initial` is what the loader opened on the server for
 * `initialChoice` (undefined: nothing opened, the browser asks).
 */
export function useDesignCemetery(
  design: DesignConfiguration,
  change: ChangeDesign,
  initial: { pick: CemeteryPick | undefined; choice: CemeteryChoice | undefined },
): DesignCemetery {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const key = choiceKey(design.cemetery);
  const [pick, setPick] = useState<CemeteryPick>(initial.pick ?? null);
  // The choice the pick on screen was opened for (null: not opened yet).
  const [pickFor, setPickFor] = useState<string | null>(initial.pick === undefined ? null : choiceKey(initial.choice));
  const [problem, setProblem] = useState<string | null>(null);

  // A choice made elsewhere (undo, the kept design) that needs no asking is followed at once.
  if (pickFor !== key) {
    const local = followChoice(pick, design.cemetery);
    if (local !== 'ask') {
      setPick(local);
      setPickFor(key);
    }
  }

  // Another cemetery: its rules are asked for.
  const asking = pickFor !== key && followChoice(pick, design.cemetery) === 'ask';
  const choice = design.cemetery;
  useEffect(() => {
    if (!asking) return;
    let current = true;
    pickOfChoice(api, choice).then(
      (opened) => {
        if (!current) return;
        setProblem(opened === undefined ? 'We could not open that cemetery’s rules just now.' : null);
        setPick(opened ?? null);
        setPickFor(key);
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(publicErrorMessage(error, 'We could not open that cemetery’s rules just now.'));
        setPick(null);
        setPickFor(key);
      },
    );
    return () => {
      current = false;
    };
  }, [api, asking, choice, key]);

  const onPick = useCallback(
    (next: CemeteryPick) => {
      const choice = choiceOfPick(next);
      setPick(next);
      setPickFor(choiceKey(choice));
      setProblem(null);
      if (choiceKey(choice) !== key) change(withCemetery(design, choice));
    },
    [change, design, key],
  );

  const open = pickFor === key;
  return {
    pick,
    onPick,
    rules: open ? rulesOfPick(pick) : null,
    section: open ? sectionOfPick(pick) : null,
    chosen: !!design.cemetery,
    problem,
  };
}
