import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  CALCULATOR_STEPS,
  choicesKey,
  monumentTitle,
  shapedName,
  namesRoom,
  type CalculatorChoices,
} from '#server/modules/public-calculator/public-calculator.choices';
import { sizeWords, type Sizes } from '#server/modules/calculator/calculator.choices';
import { EstimatePanel, type ChoicePrices, type Refusal } from './estimate-panel';
import { SizeAndGraniteStep } from './size-and-granite-step';
import { Finishes } from './finish-step';
import { Lettering } from './lettering-step';
import { ExtrasStep } from './extras-step';
import { WhereItGoes } from './where-it-goes-step';
import type { Options, SetChoices } from './calculator-types';
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
};

/**
 * The calculator once a design or kind is chosen: the steps (size and granite, finish, lettering,
 * extras, where it goes), kept in the address bar, beside the estimate.
 */
export function CalculatorForm({ options, choices }: { options: Options; choices: CalculatorChoices }) {
  const navigate = useNavigate({ from: '/calculator/' });
  const [lastRefusal, setRefusal] = useState<Refusal | null>(null);
  // A refusal of earlier choices is hidden at once (the answer about these choices follows).
  const refusal = lastRefusal && lastRefusal.key === choicesKey(choices) ? lastRefusal : null;
  const step = choices.step ?? 1;
  const set: SetChoices = useCallback(
    (next, replace = true) =>
      void navigate({ search: (current) => ({ ...current, ...next }), replace, resetScroll: false }),
    [navigate],
  );

  const { template, type, size, units, color, finishes, names, room, designName } = designOf(options, choices);
  const [prices, setPrices] = useState<ChoicePrices | null>(null);
  const { headingRef, goTo } = useStepFocus(step, set);
  const errorFor = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const refusedStep = refusal ? FIELD_STEP[refusal.field] : undefined;

  return (
    <div className={classes.layout}>
      <Stack gap="lg" className={classes.form}>
        <DesignTitle designName={designName} size={size} />
        <StepsNav step={step} goTo={goTo} />
        {errorFor('template') && (
          <Alert color="red" title="This design cannot be priced">
            {errorFor('template')}
          </Alert>
        )}
        {refusal && refusedStep !== undefined && refusedStep !== step && (
          <RefusedElsewhere message={refusal.message} refusedStep={refusedStep} goTo={goTo} />
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

        {step === 5 && <WhereItGoes choices={choices} zipError={errorFor('zip')} onCommit={set} />}

        <BackAndNext step={step} goTo={goTo} />
      </Stack>
      <EstimatePanel choices={choices} onRefused={setRefusal} onPrices={setPrices} />
    </div>
  );
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

/** Moves between steps; after Next, Back or a step button, the new step's heading takes the focus (and the view). */
function useStepFocus(step: number, set: SetChoices) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    set({ step: next }, false);
  };
  return { headingRef, goTo };
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
        <Button
          renderRoot={(props) => <Link to="/calculator" search={{}} {...props} />}
          variant="subtle"
          size="compact-md"
        >
          Start again
        </Button>
      </Group>
    </div>
  );
}

/** A button for each step, the open one marked. */
function StepsNav({ step, goTo }: { step: number; goTo: (step: number) => void }) {
  return (
    <nav aria-label="Steps" className={classes.steps}>
      {CALCULATOR_STEPS.slice(1).map((label, index) => (
        <Button
          key={label}
          variant={step === index + 1 ? 'filled' : 'default'}
          size="compact-md"
          aria-current={step === index + 1 ? 'step' : undefined}
          onClick={() => goTo(index + 1)}
        >
          {index + 1}. {label}
        </Button>
      ))}
    </nav>
  );
}

/** A refusal about a field of another step, with the way to that step. */
function RefusedElsewhere({
  message,
  refusedStep,
  goTo,
}: {
  message: string;
  refusedStep: number;
  goTo: (step: number) => void;
}) {
  return (
    <Alert color="orange" title="Please change one choice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={() => goTo(refusedStep)}>
          Go to {CALCULATOR_STEPS[refusedStep]}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Back, and Next with the next step's name. */
function BackAndNext({ step, goTo }: { step: number; goTo: (step: number) => void }) {
  return (
    <Group justify="space-between">
      <Button variant="default" disabled={step <= 1} onClick={() => goTo(step - 1)}>
        Back
      </Button>
      {step < CALCULATOR_STEPS.length - 1 && (
        <Button onClick={() => goTo(step + 1)}>Next: {CALCULATOR_STEPS[step + 1]}</Button>
      )}
    </Group>
  );
}
