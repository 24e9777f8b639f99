import { useCallback, useMemo } from 'react';
import { checkAgainstSection, type RuleChange, type RuleFinding } from '#server/modules/cemeteries/cemeteries.choices';
import {
  choicesMonument,
  findingStep,
  stoneKindOf,
  type EstimateCemetery,
} from '#server/modules/public-calculator/public-calculator.cemetery';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import { mayBeListed } from '#server/modules/public-calculator/public-calculator.search';
import {
  pickFromPublished,
  rulesOfPick,
  sectionOfPick,
  usePickFromSlug,
  type CemeteryPick,
} from '#src/features/cemeteries/cemetery-picker';
import type { CalculatorEstimate } from './estimate-panel';
import type { Options, SetChoices } from './calculator-types';

/** What the route's loader found of the cemetery in the address, on the server: the page's first HTML shows it chosen. */
export type InitialCemetery = Parameters<typeof pickFromPublished>[0] | null | undefined;

/** The choices a pick puts in the address: a listed cemetery by slug and section, another as typed. */
export function choicesOfPick(pick: CemeteryPick): Pick<CalculatorChoices, 'cemetery' | 'section'> {
  if (!pick) return { cemetery: undefined, section: undefined };
  if ('notListed' in pick) return { cemetery: pick.notListed.trim().slice(0, 120) || undefined, section: undefined };
  return { cemetery: pick.slug, section: pick.section ?? undefined };
}

const within = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * The calculator's choices that make an offered change (decision 277), or null when the form
 * cannot make it (a base's own size, a bronze marker): then the warning stands without a button.
 * A size goes to the main stone (across is `length`, front to back `width`, tall `height`) when
 * the kind allows it; a kind switches to a design of that kind (or the kind itself), keeping the
 * granite and the lettering; a base switches to a design of the same stone that has one; a
 * granite is chosen; a vase comes off the extras.
 */
export function choicesForChange(
  change: RuleChange,
  choices: CalculatorChoices,
  options: Options,
): Partial<CalculatorChoices> | null {
  const template = choices.template ? options.templateParts[choices.template] : null;
  const type = options.partTypes.find((p) => p.key === (template?.partType ?? choices.type));
  const kindOf = (key: string) => {
    const part = options.partTypes.find((p) => p.key === key);
    return part ? stoneKindOf(part) : null;
  };
  const designs = Object.entries(options.templateParts);
  switch (change.field) {
    case 'heightIn':
    case 'widthIn':
    case 'depthIn': {
      const dim = ({ heightIn: 'height', widthIn: 'length', depthIn: 'width' } as const)[change.field];
      if (!type || !within(change.value, type.minSize[dim], type.maxSize[dim])) return null;
      return { [dim]: change.value };
    }
    case 'kind': {
      const fresh = {
        length: undefined,
        width: undefined,
        height: undefined,
        finishes: undefined,
        foundation: undefined,
      };
      const design = designs.find(([, part]) => part && kindOf(part.partType) === change.value);
      if (design) return { ...fresh, template: design[0], type: undefined };
      const kind = options.partTypes.find((p) => !p.isBase && stoneKindOf(p) === change.value);
      return kind ? { ...fresh, template: undefined, type: kind.key } : null;
    }
    case 'base': {
      if (!type) return null;
      const design = designs.find(([, part]) => part?.partType === type.key && part.base);
      return design ? { template: design[0], type: undefined } : null;
    }
    case 'granite':
      return options.colors.some((c) => c.key === change.value) ? { color: change.value } : null;
    case 'vase': {
      const addons = choices.addons ?? template?.addons ?? [];
      return addons.some((a) => /vase/i.test(a)) ? { addons: addons.filter((a) => !/vase/i.test(a)) } : null;
    }
    default:
      return null;
  }
}

/**
 * The family's cemetery in the calculator: the pick (opened from the address), the rules it
 * breaks (checked here as the choices change; the server's answer until the rules are at hand,
 * as in the page's first HTML), each with its change only when the form can make it, grouped by
 * the step they concern, and what the estimate says of its fees.
 */
export function useCalculatorCemetery({
  options,
  choices,
  estimate,
  initial,
  set,
}: {
  options: Options;
  choices: CalculatorChoices;
  estimate: CalculatorEstimate;
  initial: InitialCemetery;
  set: SetChoices;
}) {
  const listedSlug = mayBeListed(choices.cemetery) ? choices.cemetery : undefined;
  const [pick, setPick] = usePickFromSlug(
    listedSlug,
    choices.section,
    initial
      ? pickFromPublished(initial, choices.section)
      : choices.cemetery && !listedSlug
        ? { notListed: choices.cemetery }
        : undefined,
  );
  const data = estimate.data;
  const fromServer: EstimateCemetery | null =
    data?.status === 'priced'
      ? (data.summary.cemetery ?? null)
      : data?.status === 'locked'
        ? (data.cemetery ?? null)
        : null;
  const rules = rulesOfPick(pick);
  const findings = useMemo((): RuleFinding[] => {
    if (!choices.cemetery) return [];
    const monument = rules ? choicesMonument(choices, options) : null;
    const graniteNames = Object.fromEntries(options.colors.map((c) => [c.key, c.name]));
    const found =
      rules && monument
        ? checkAgainstSection(rules, monument, { units: choices.units === 'ftin' ? 'ftin' : 'in', graniteNames })
        : (fromServer?.findings ?? []);
    return found.map((finding) => {
      if (!finding.change || choicesForChange(finding.change, choices, options)) return finding;
      const { change: _change, ...rest } = finding;
      return rest;
    });
  }, [rules, choices, options, fromServer]);
  const apply = useCallback(
    (change: RuleChange) => {
      const next = choicesForChange(change, choices, options);
      if (next) set(next);
    },
    [choices, options, set],
  );
  const onPick = useCallback(
    (next: CemeteryPick) => {
      setPick(next);
      set(choicesOfPick(next));
    },
    [setPick, set],
  );
  const section = sectionOfPick(pick);
  return {
    pick,
    onPick,
    findings,
    atStep: (step: 'start' | 'size' | 'extras') => findings.filter((f) => findingStep(f.rule) === step),
    apply,
    /** The chosen section's words for a family: the foundation, the fees, the lead time. */
    whatToKnow: section
      ? section.whatToKnow.filter((note) => !/^(setting|permit) fee:/i.test(note))
      : (fromServer?.whatToKnow ?? []),
  };
}

export type CalculatorCemetery = ReturnType<typeof useCalculatorCemetery>;
