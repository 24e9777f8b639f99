import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Group, Stack, Text, Title } from '#src/components/plain';
import {
  CALCULATOR_STEPS,
  monumentTitle,
  shapedName,
  namesRoom,
  type CalculatorChoices,
} from '#server/modules/public-calculator/public-calculator.choices';
import { formSearch, parseCalculatorSearch } from '#server/modules/public-calculator/public-calculator.search';
import { sizeWords, type Sizes } from '#server/modules/calculator/calculator.choices';
import { EstimatePanel, useEstimate } from './estimate-panel';
import { SizeAndGraniteStep } from './size-and-granite-step';
import { Finishes } from './finish-step';
import { Lettering } from './lettering-step';
import { ExtrasStep } from './extras-step';
import { WhereItGoes } from './where-it-goes-step';
import { CemeteryFindings } from '#src/features/cemeteries/cemetery-findings';
import { useCalculatorCemetery, type CalculatorCemetery, type InitialCemetery } from './calculator-cemetery';
import type { Options, ServerEstimate, SetChoices } from './calculator-types';
import classes from './price-calculator.module.css';

/** Which step holds the field a refusal names. */
const FIELD_STEP: Record<string, number> = {
  length: 1,
  width: 1,
  height: 1,
  color: 1,
  finishes: 2,
  names: 3,
  dates: 3,
  lines: 3,
  addons: 4,
  foundation: 4,
  zip: 5,
  town: 5,
  cemetery: 5,
  section: 5,
};

/** The choices each step asks about; the form carries the others along unseen. */
const STEP_FIELDS: Record<number, Array<keyof CalculatorChoices>> = {
  1: ['length', 'width', 'height', 'color', 'units'],
  2: ['finishes'],
  3: ['names', 'dates', 'lines'],
  4: ['addons', 'foundation'],
  5: ['zip', 'town', 'cemetery', 'section'],
};

/** Typed numbers a family cleared and did not retype keep what they were (a plain form would drop them). */
const KEPT_WHEN_EMPTY = ['length', 'width', 'height', 'names', 'lines'] as const;

/**
 * The calculator once a design or kind is chosen: the steps (size and granite, finish, lettering,
 * extras, where it goes), kept in the address bar, beside the estimate.
 *
 * The steps are one plain form (GET /calculator): every field is named as the address bar names
 * it, the choices of the other steps ride along in hidden fields, and the step buttons, Back and
 * Next submit it with the step to open. Before the script has loaded (or without it) a family
 * moves through the steps and sees each estimate from the server; with it, the same submit sets
 * the address in place, with what was just typed.
 */
export function CalculatorForm({
  options,
  choices,
  estimate: fromServer,
  cemetery: initialCemetery,
}: {
  options: Options;
  choices: CalculatorChoices;
  estimate: ServerEstimate | undefined;
  /** The cemetery the address names, as the server's loader found it (the first HTML shows it chosen). */
  cemetery?: InitialCemetery;
}) {
  const navigate = useNavigate({ from: '/calculator/' });
  const step = choices.step ?? 1;
  const set: SetChoices = useCallback(
    (next, replace = true) =>
      void navigate({ search: (current) => ({ ...current, ...next }), replace, resetScroll: false }),
    [navigate],
  );

  const { template, type, size, units, color, finishes, names, room, designName } = designOf(options, choices);
  const estimate = useEstimate(choices, fromServer);
  const { refusal, prices } = estimate;
  const cemetery = useCalculatorCemetery({ options, choices, estimate, initial: initialCemetery, set });
  const { headingRef, submit } = useStepForm(choices);
  const errorFor = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const refusedStep = refusal ? FIELD_STEP[refusal.field] : undefined;

  return (
    <div className={classes.layout}>
      <form method="get" action="/calculator" onSubmit={submit} className={classes.form}>
        {/* Enter in a field submits with this (the first) button: the step stays open. */}
        <button type="submit" name="step" value={step} hidden tabIndex={-1} aria-hidden />
        <CarriedChoices choices={choices} step={step} />
        <Stack gap="lg">
          <DesignTitle designName={designName} size={size} />
          <StepsNav step={step} />
          {step !== 5 && <StepFindings cemetery={cemetery} at="start" />}
          {errorFor('template') && (
            <Alert color="red" title="This design cannot be priced">
              {errorFor('template')}
            </Alert>
          )}
          {refusal && refusedStep !== undefined && refusedStep !== step && (
            <RefusedElsewhere message={refusal.message} refusedStep={refusedStep} />
          )}

          <Title order={3} size="h4" ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
            Step {step} of {CALCULATOR_STEPS.length - 1}: {CALCULATOR_STEPS[step]}
          </Title>

          {step === 1 && type && (
            <SizeAndGraniteStep
              options={options}
              type={type}
              size={size}
              units={units}
              color={color}
              prices={prices}
              errorFor={errorFor}
              set={set}
            />
          )}
          {step === 1 && <StepFindings cemetery={cemetery} at="size" />}

          {step === 2 && type && (
            <Finishes
              finishes={type.finishes}
              value={finishes}
              prices={prices?.finishes}
              error={errorFor('finishes')}
              onChange={(value) => set({ finishes: value })}
            />
          )}

          {step === 3 && (
            <Lettering
              names={names}
              room={room}
              width={size.length}
              dates={choices.dates ?? template?.dates ?? 'full'}
              lines={choices.lines ?? template?.lines ?? 0}
              errorFor={errorFor}
              set={set}
            />
          )}

          {step === 4 && (
            <ExtrasStep
              options={options}
              choices={choices}
              template={template}
              prices={prices}
              errorFor={errorFor}
              set={set}
            />
          )}

          {step === 4 && <StepFindings cemetery={cemetery} at="extras" />}

          {step === 5 && (
            <WhereItGoes
              choices={choices}
              zipError={errorFor('zip')}
              cemeteryError={errorFor('cemetery') ?? errorFor('section')}
              onCommit={set}
              cemetery={cemetery}
            />
          )}

          <BackAndNext step={step} />
        </Stack>
      </form>
      <EstimatePanel choices={choices} estimate={estimate} cemetery={cemetery} />
    </div>
  );
}

/** The cemetery's rules the choices of a step break, beside the step, each with the change it offers. */
function StepFindings({ cemetery, at }: { cemetery: CalculatorCemetery; at: 'start' | 'size' | 'extras' }) {
  return <CemeteryFindings findings={cemetery.atStep(at)} onApply={cemetery.apply} />;
}

/** The choices in the address that the open step does not ask about, as hidden fields. */
function CarriedChoices({ choices, step }: { choices: CalculatorChoices; step: number }) {
  const asked = STEP_FIELDS[step] ?? [];
  const fields: Array<[string, string]> = [];
  // In name order: the server and the browser may hold the same choices in another key order, and
  // React matches hidden fields by name when it hydrates them.
  const entries = Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries as Array<[keyof CalculatorChoices, unknown]>) {
    if (name === 'step' || asked.includes(name) || value === undefined) continue;
    // An emptied list is sent as one empty value ("none of these"), not left out ("as designed").
    if (Array.isArray(value))
      fields.push(
        ...(value.length
          ? value.map((v): [string, string] => [name, String(v)])
          : ([[name, '']] as Array<[string, string]>)),
      );
    else fields.push([name, String(value)]);
  }
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The form's submit (a step button, Back, Next or Enter): the choices as the fields now hold them,
 * set in the address with the step to open; after a move, the new step's heading takes the focus
 * (and the view).
 */
function useStepForm(choices: CalculatorChoices) {
  const navigate = useNavigate({ from: '/calculator/' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = choices.step ?? 1;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name) data.set(submitter.name, submitter.value);
    const next = parseCalculatorSearch(formSearch(data.entries()));
    for (const name of KEPT_WHEN_EMPTY)
      if (next[name] === undefined && choices[name] !== undefined) next[name] = choices[name];
    const nextStep = next.step ?? step;
    moved.current = nextStep !== step;
    void navigate({ search: next, replace: nextStep === step, resetScroll: false });
  };
  return { headingRef, submit };
}

/** The design the choices make: the chosen design's or kind's own values where a choice is left as it is. */
function designOf(options: Options, choices: CalculatorChoices) {
  const template = choices.template ? options.templateParts[choices.template] : null;
  const typeKey = template?.partType ?? choices.type;
  const type = options.partTypes.find((p) => p.key === typeKey);
  const size = {
    length: choices.length ?? template?.size.length ?? type?.defaultSize.length ?? 24,
    width: choices.width ?? template?.size.width ?? type?.defaultSize.width ?? 6,
    height: choices.height ?? template?.size.height ?? type?.defaultSize.height ?? 24,
  };
  const units: 'in' | 'ftin' = choices.units ?? 'in';
  const color = choices.color ?? template?.color ?? options.colors[0]?.key;
  const finishes = choices.finishes ?? template?.finishes ?? [];
  const names = choices.names ?? template?.names ?? 1;
  const room = namesRoom(size.length);
  const colorName = options.colors.find((c) => c.key === color)?.name;
  const baseName = options.templates.find((t) => t.key === choices.template)?.name ?? type?.name ?? 'Your monument';
  const shaped = type ? shapedName(baseName, type.name, type.finishes, finishes, template?.finishes ?? []) : baseName;
  const designName = colorName ? monumentTitle(shaped, colorName, options.colorNames) : shaped;
  return { template, type, size, units, color, finishes, names, room, designName };
}

/** The design's name as it stands, its sizes, and the way to start again. */
function DesignTitle({ designName, size }: { designName: string; size: Sizes }) {
  return (
    // The name follows the top and granite and carries no sizes; the sizes are the line below,
    // read from the choices. Both boxes keep their height whatever they say (no layout shift).
    <div className={classes.titleBlock}>
      <Title order={2} className={classes.formTitle}>
        {designName}
      </Title>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Text className={classes.formSizes} data-testid="design-sizes">
          Stone: {sizeWords(size)}
        </Text>
        <Button component={Link} to="/calculator" search={{}} variant="subtle" size="compact-md">
          Start again
        </Button>
      </Group>
    </div>
  );
}

/** A button for each step, the open one marked: each submits the form with its step. */
function StepsNav({ step }: { step: number }) {
  return (
    <nav aria-label="Steps" className={classes.steps}>
      {CALCULATOR_STEPS.slice(1).map((label, index) => (
        <Button
          key={label}
          type="submit"
          name="step"
          value={index + 1}
          variant={step === index + 1 ? 'filled' : 'default'}
          size="compact-md"
          aria-current={step === index + 1 ? 'step' : undefined}
        >
          {index + 1}. {label}
        </Button>
      ))}
    </nav>
  );
}

/** A refusal about a field of another step, with the way to that step. */
function RefusedElsewhere({ message, refusedStep }: { message: string; refusedStep: number }) {
  return (
    <Alert color="orange" title="Please change one choice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button type="submit" name="step" value={refusedStep} size="compact-sm" variant="light">
          Go to {CALCULATOR_STEPS[refusedStep]}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Back, and Next with the next step's name. */
function BackAndNext({ step }: { step: number }) {
  return (
    <Group justify="space-between">
      <Button type="submit" name="step" value={step - 1} variant="default" disabled={step <= 1}>
        Back
      </Button>
      {step < CALCULATOR_STEPS.length - 1 && (
        <Button type="submit" name="step" value={step + 1}>
          Next: {CALCULATOR_STEPS[step + 1]}
        </Button>
      )}
    </Group>
  );
}
