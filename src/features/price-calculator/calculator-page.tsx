import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { PageHero } from '#src/components/content/page-hero';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';
import {
  CALCULATOR_STEPS,
  choicesKey,
  feetAndInches,
  formatDollars,
  MAX_EXTRA_LINES,
  monumentTitle,
  shapedName,
  MAX_FAMILY_NAMES,
  namesRoom,
  splitFeet,
  type CalculatorChoices,
} from '#server/modules/public-calculator/public-calculator.choices';
import { sizeWords } from '#server/modules/calculator/calculator.choices';
import { EstimatePanel, type ChoicePrices, type Refusal } from './estimate-panel';
import { StoneDrawing } from './stone-drawing';
import classes from './price-calculator.module.css';
import { counted } from '#server/modules/shared/plural';

type Options = NonNullable<RouterOutputs['calculator']['options']>;
type SetChoices = (next: Partial<CalculatorChoices>, replace?: boolean) => void;

export const calculatorBreadcrumbs = [{ name: 'Price Calculator', path: '/calculator' }];

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

/** /calculator: explains itself and lists the designs in the server HTML; the form and the figures follow. */
export function CalculatorPage({ choices }: { choices: CalculatorChoices }) {
  const trpc = useTRPC();
  const { data: options } = useSuspenseQuery(trpc.calculator.options.queryOptions());
  const started = !!(choices.template || choices.type);
  return (
    <>
      <PageHero
        eyebrow="Price calculator"
        title="Monument Price Calculator"
        breadcrumbs={calculatorBreadcrumbs}
        lead="See an honest price range for the monument you have in mind, with every line explained. Start from one of our designs or a kind of monument, then change the size, granite, lettering and extras. Delivery and installation in our service area are included."
      />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        {!options ? (
          <Alert color="blue" title="Our prices are being updated">
            The calculator will be back shortly. Please call us or use the contact form, and we will gladly give you a
            price.
          </Alert>
        ) : started ? (
          <CalculatorForm options={options} choices={choices} />
        ) : (
          <StartChoices options={options} />
        )}
      </Container>
    </>
  );
}

function StartChoices({ options }: { options: Options }) {
  return (
    <Stack gap="xl">
      <section aria-labelledby="designs-title">
        <Title order={2} id="designs-title" mb="sm">
          Start from one of our designs
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {options.templates.map((template) => (
            <Paper key={template.key} withBorder p="lg" radius="md" className={classes.card}>
              <Stack gap="xs" h="100%">
                <div className={classes.cardPicture}>
                  {template.picture ? (
                    <ResponsiveImage
                      image={template.picture.image}
                      alt={template.picture.alt}
                      sizes="(min-width: 62em) 300px, (min-width: 36em) 45vw, 90vw"
                      fit="cover"
                    />
                  ) : (
                    <StoneDrawing shape={template.shape} tone={template.tone} />
                  )}
                </div>
                <Title order={3} size="h4">
                  {template.name}
                </Title>
                {template.description && <Text>{template.description}</Text>}
                {template.size && (
                  <Text size="sm">
                    Stone: {template.size}
                    {template.colorName ? `, ${template.colorName}` : ''}
                  </Text>
                )}
                {template.fromWords && (
                  <Text fw={700} size="md" data-testid="from-price">
                    {template.fromWords}
                  </Text>
                )}
                <Button
                  renderRoot={(props) => (
                    <Link to="/calculator" search={{ template: template.key, step: 1 }} {...props} />
                  )}
                  mt="auto"
                  aria-label={`Start from this design: ${template.name}`}
                >
                  Start from this design
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="types-title">
        <Title order={2} id="types-title" mb="sm">
          Or start from a kind of monument
        </Title>
        <Group gap="sm">
          {options.partTypes
            .filter((p) => !p.isBase)
            .map((type) => (
              <Button
                key={type.key}
                renderRoot={(props) => <Link to="/calculator" search={{ type: type.key, step: 1 }} {...props} />}
                variant="light"
              >
                {type.name}
              </Button>
            ))}
        </Group>
      </section>
      <Text size="sm">
        Prices are estimates from our current price list. Cemetery fees are set by each cemetery and paid to it; we show
        them apart. Your final price is confirmed in writing before anything is made.
      </Text>
    </Stack>
  );
}

/** A number field's value: a number, or '' while empty. */
const asNumber = (value: number | string) => (typeof value === 'number' ? value : null);

/**
 * A size, typed in inches or in feet and inches: kept as typed, sent to the address bar (always
 * in inches) a moment after typing stops. A size outside the part type's limits is shown beside
 * the field at once; the server refuses it too.
 */
function SizeInput({
  label,
  value,
  min,
  max,
  units,
  error,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  units: 'in' | 'ftin';
  error?: string;
  onCommit: (value: number) => void;
}) {
  const [typed, setTyped] = useState<number | string>(value);
  const [feet, setFeet] = useState<number | string>(splitFeet(value).feet);
  const [inches, setInches] = useState<number | string>(splitFeet(value).inches);
  // Back/forward, a shared link or the other unit changes what is shown: show it.
  const [shown, setShown] = useState(`${value}|${units}`);
  if (shown !== `${value}|${units}`) {
    setShown(`${value}|${units}`);
    setTyped(value);
    setFeet(splitFeet(value).feet);
    setInches(splitFeet(value).inches);
  }
  let total: number | null;
  if (units === 'in') total = asNumber(typed);
  else {
    const f = asNumber(feet);
    const i = asNumber(inches);
    total = f === null && i === null ? null : (f ?? 0) * 12 + (i ?? 0);
  }
  useEffect(() => {
    if (total === null || total <= 0 || total === value) return;
    const timer = setTimeout(() => onCommit(total), 500);
    return () => clearTimeout(timer);
  }, [total, value, onCommit]);
  const outside = total !== null && (total < min || total > max);
  const message = outside ? `Please choose between ${feetAndInches(min)} and ${feetAndInches(max)}` : error;
  const range = `${feetAndInches(min)} to ${feetAndInches(max)}`;
  const groupId = useId();
  if (units === 'in')
    return (
      <NumberInput
        label={label}
        value={typed}
        onChange={setTyped}
        min={min}
        max={max}
        step={1}
        decimalScale={2}
        suffix=" in"
        clampBehavior="none"
        inputMode="decimal"
        description={total !== null ? feetAndInches(total) : range}
        error={message}
      />
    );
  return (
    <fieldset className={classes.fieldset} aria-describedby={`${groupId}-help`}>
      <legend className={classes.legend}>{label}</legend>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NumberInput
          label="Feet"
          aria-label={`${label}, feet`}
          value={feet}
          onChange={setFeet}
          min={0}
          max={Math.floor(max / 12)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          suffix=" ft"
          inputMode="numeric"
          error={!!message}
        />
        <NumberInput
          label="Inches"
          aria-label={`${label}, inches`}
          value={inches}
          onChange={setInches}
          min={0}
          max={11.75}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          suffix=" in"
          inputMode="decimal"
          error={!!message}
        />
      </Group>
      <Text size="xs" c="dimmed" id={`${groupId}-help`} mt={4}>
        {total !== null ? `${total} inches` : range}
      </Text>
      {message && (
        <Text size="xs" c="red.8" mt={2} role="alert">
          {message}
        </Text>
      )}
    </fieldset>
  );
}

/** The granite colors as picture swatches from the gallery (a plain tile when a color has none). */
/** What a choice would change, in words: "adds $120", "$85 less", "same price". */
function changeWords(cents: number | null | undefined): string | null {
  if (cents === undefined || cents === null) return null;
  if (cents === 0) return 'same price';
  return cents > 0 ? `adds ${formatDollars(cents)}` : `${formatDollars(-cents)} less`;
}

/** A chosen finish or extra: what it adds to the estimate. */
function chosenWords(cents: number | null | undefined): string | null {
  if (cents === undefined || cents === null) return null;
  return cents > 0 ? `${formatDollars(cents)} of your estimate` : 'included';
}

/** A choice's label with what it would change beside it (once the figures are shown). */
function PricedLabel({ name, price }: { name: string; price: string | null }) {
  return (
    <span>
      {name}
      {price && <span className={classes.choicePrice}> · {price}</span>}
    </span>
  );
}

function ColorSwatches({
  options,
  value,
  prices,
  error,
  onChange,
}: {
  options: Options;
  value: string | undefined;
  prices: ChoicePrices['colors'] | undefined;
  error?: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>Granite color</legend>
      <Text size="sm" c="dimmed" id={`${id}-help`}>
        Grey granites cost least; black, red and blue granites more.
      </Text>
      {error && (
        <Text size="sm" c="red.8" id={`${id}-error`} role="alert" mt={4}>
          {error}
        </Text>
      )}
      <div className={classes.swatches}>
        {options.colors.map((color) => (
          <label key={color.key} className={classes.swatch}>
            <span className={classes.swatchPicture}>
              {color.swatch ? (
                <ResponsiveImage image={color.swatch} alt="" sizes="(min-width: 36em) 160px, 45vw" fit="cover" />
              ) : (
                <span className={classes.swatchBlank}>{color.name}</span>
              )}
            </span>
            <input
              className={classes.swatchInput}
              type="radio"
              name={`${id}-color`}
              value={color.key}
              checked={value === color.key}
              onChange={() => onChange(color.key)}
            />
            <span className={classes.swatchLabel}>
              <span className={classes.swatchName}>{color.name}</span>
              <span className={classes.choicePrice}>
                {value === color.key ? 'your choice' : (changeWords(prices?.[color.key]) ?? '\u00a0')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CalculatorForm({ options, choices }: { options: Options; choices: CalculatorChoices }) {
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

  const template = choices.template ? options.templateParts[choices.template] : null;
  const typeKey = template?.partType ?? choices.type;
  const type = options.partTypes.find((p) => p.key === typeKey);
  const size = {
    length: choices.length ?? template?.size.length ?? type?.defaultSize.length ?? 24,
    width: choices.width ?? template?.size.width ?? type?.defaultSize.width ?? 6,
    height: choices.height ?? template?.size.height ?? type?.defaultSize.height ?? 24,
  };
  const units = choices.units ?? 'in';
  const color = choices.color ?? template?.color ?? options.colors[0]?.key;
  const finishes = choices.finishes ?? template?.finishes ?? [];
  const names = choices.names ?? template?.names ?? 1;
  const room = namesRoom(size.length);
  const colorName = options.colors.find((c) => c.key === color)?.name;
  const baseName = options.templates.find((t) => t.key === choices.template)?.name ?? type?.name ?? 'Your monument';
  const shaped = type ? shapedName(baseName, type.name, type.finishes, finishes, template?.finishes ?? []) : baseName;
  const designName = colorName ? monumentTitle(shaped, colorName, options.colorNames) : shaped;
  const [prices, setPrices] = useState<ChoicePrices | null>(null);
  // After Next, Back or a step button, the new step's heading takes the focus (and the view).
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
  const errorFor = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const refusedStep = refusal ? FIELD_STEP[refusal.field] : undefined;
  const commitLength = useCallback((length: number) => set({ length }), [set]);
  const commitWidth = useCallback((width: number) => set({ width }), [set]);
  const commitHeight = useCallback((height: number) => set({ height }), [set]);

  return (
    <div className={classes.layout}>
      <Stack gap="lg" className={classes.form}>
        {/* The name follows the top and granite and carries no sizes; the sizes are the line below,
            read from the choices. Both boxes keep their height whatever they say (no layout shift). */}
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
        {errorFor('template') && (
          <Alert color="red" title="This design cannot be priced">
            {errorFor('template')}
          </Alert>
        )}
        {refusal && refusedStep !== undefined && refusedStep !== step && (
          <Alert color="orange" title="Please change one choice">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{refusal.message}</Text>
              <Button size="compact-sm" variant="light" onClick={() => goTo(refusedStep)}>
                Go to {CALCULATOR_STEPS[refusedStep]}
              </Button>
            </Stack>
          </Alert>
        )}

        <Title order={3} size="h4" ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
          Step {step} of {CALCULATOR_STEPS.length - 1}: {CALCULATOR_STEPS[step]}
        </Title>

        {step === 1 && type && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Text fw={600}>Size of the {type.name.toLowerCase()}</Text>
              <SegmentedControl
                aria-label="Sizes in"
                size="xs"
                value={units}
                onChange={(value) => set({ units: value === 'ftin' ? 'ftin' : undefined })}
                data={[
                  { value: 'in', label: 'Inches' },
                  { value: 'ftin', label: 'Feet and inches' },
                ]}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <SizeInput
                label="Width"
                value={size.length}
                min={type.minSize.length}
                max={type.maxSize.length}
                units={units}
                error={errorFor('length')}
                onCommit={commitLength}
              />
              <SizeInput
                label="Thickness"
                value={size.width}
                min={type.minSize.width}
                max={type.maxSize.width}
                units={units}
                error={errorFor('width')}
                onCommit={commitWidth}
              />
              <SizeInput
                label="Height"
                value={size.height}
                min={type.minSize.height}
                max={type.maxSize.height}
                units={units}
                error={errorFor('height')}
                onCommit={commitHeight}
              />
            </SimpleGrid>
            <ColorSwatches
              options={options}
              value={color}
              prices={prices?.colors}
              error={errorFor('color')}
              onChange={(value) => set({ color: value })}
            />
          </Stack>
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
          <Stack gap="md">
            <Checkbox.Group
              label="Extras"
              description="Portraits, bronze, vases and other touches."
              value={choices.addons ?? template?.addons ?? []}
              onChange={(value) => set({ addons: value })}
              error={errorFor('addons')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {options.addons.map((a) => {
                  const chosen = (choices.addons ?? template?.addons ?? []).includes(a.key);
                  const cents = prices?.addons[a.key];
                  return (
                    <Checkbox
                      key={a.key}
                      value={a.key}
                      label={<PricedLabel name={a.name} price={chosen ? chosenWords(cents) : changeWords(cents)} />}
                      description={a.category}
                    />
                  );
                })}
              </SimpleGrid>
            </Checkbox.Group>
            {options.hasFoundations && (
              <Switch
                label="Concrete foundation"
                description="Most cemeteries require one. We pour it a little wider than the base."
                checked={choices.foundation ?? template?.foundation ?? true}
                onChange={(event) => set({ foundation: event.currentTarget.checked })}
                error={errorFor('foundation')}
              />
            )}
          </Stack>
        )}

        {step === 5 && <WhereItGoes choices={choices} zipError={errorFor('zip')} onCommit={set} />}

        <Group justify="space-between">
          <Button variant="default" disabled={step <= 1} onClick={() => goTo(step - 1)}>
            Back
          </Button>
          {step < CALCULATOR_STEPS.length - 1 && (
            <Button onClick={() => goTo(step + 1)}>Next: {CALCULATOR_STEPS[step + 1]}</Button>
          )}
        </Group>
      </Stack>
      <EstimatePanel choices={choices} onRefused={setRefusal} onPrices={setPrices} />
    </div>
  );
}

/** How a group of finishes that exclude each other is asked about, and what choosing none means. */
const GROUP_WORDS: Record<string, { legend: string; none: string }> = {
  top: { legend: 'Shape of the top', none: 'Straight top' },
  polish: { legend: 'Polish', none: 'Standard smooth (honed) finish' },
};

/**
 * The finishes: each group that excludes each other (one top, one polish) as a choice of one,
 * the rest as ticks; each shows what it would change before it is chosen.
 */
function Finishes({
  finishes,
  value,
  prices,
  error,
  onChange,
}: {
  finishes: Options['partTypes'][number]['finishes'];
  value: string[];
  prices: ChoicePrices['finishes'] | undefined;
  error?: string;
  onChange: (value: string[]) => void;
}) {
  if (finishes.length === 0) return <Text size="sm">This stone comes in one standard finish.</Text>;
  const groups = [...new Set(finishes.map((f) => f.group).filter(Boolean))];
  const single = finishes.filter((f) => !f.group);
  const words = (key: string) => (value.includes(key) ? chosenWords(prices?.[key]) : changeWords(prices?.[key]));
  return (
    <Stack gap="lg">
      <Text size="sm">How the stone is polished and shaped. Each choice shows what it changes in your estimate.</Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {groups.map((group) => {
        const inGroup = finishes.filter((f) => f.group === group);
        const chosen = inGroup.find((f) => value.includes(f.key));
        const groupWords = GROUP_WORDS[group] ?? { legend: group.replace(/_/g, ' '), none: 'None' };
        const chosenCents = chosen ? prices?.[chosen.key] : 0;
        return (
          <Radio.Group
            key={group}
            label={groupWords.legend}
            value={chosen?.key ?? ''}
            onChange={(key) =>
              onChange([...value.filter((v) => !inGroup.some((f) => f.key === v)), ...(key ? [key] : [])])
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value=""
                label={
                  <PricedLabel
                    name={groupWords.none}
                    price={chosen ? changeWords(chosenCents == null ? null : -chosenCents) : 'your choice'}
                  />
                }
              />
              {inGroup.map((f) => (
                <Radio key={f.key} value={f.key} label={<PricedLabel name={f.name} price={words(f.key)} />} />
              ))}
            </Stack>
          </Radio.Group>
        );
      })}
      {single.length > 0 && (
        <Checkbox.Group
          label={groups.length ? 'Also' : 'Finish'}
          value={value.filter((v) => single.some((f) => f.key === v))}
          onChange={(keys) => onChange([...value.filter((v) => !single.some((f) => f.key === v)), ...keys])}
        >
          <Stack gap="xs" mt="xs">
            {single.map((f) => (
              <Checkbox key={f.key} value={f.key} label={<PricedLabel name={f.name} price={words(f.key)} />} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

/** Names with their dates (priced by the price list beyond the included ones), date style, extra lines. */
function Lettering({
  names,
  room,
  width,
  dates,
  lines,
  errorFor,
  set,
}: {
  names: number;
  room: number;
  width: number;
  dates: 'full' | 'years';
  lines: number;
  errorFor: (field: string) => string | undefined;
  set: SetChoices;
}) {
  const [typedNames, setTypedNames] = useState<number | string>(names);
  const [shownNames, setShownNames] = useState(names);
  if (shownNames !== names) {
    setShownNames(names);
    setTypedNames(names);
  }
  const tooMany = typeof typedNames === 'number' && typedNames > room;
  return (
    <Stack gap="md">
      <Text>
        The family name is always included, and so are the first names with their dates. Every line is checked with you
        on a proof before anything is cut.
      </Text>
      <NumberInput
        label="Names on the stone"
        description={`Each person's name with their dates. A stone ${feetAndInches(width)} wide has room for ${room}.`}
        value={typedNames}
        min={1}
        max={Math.min(room, MAX_FAMILY_NAMES)}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
        onChange={(value) => {
          setTypedNames(value);
          if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_FAMILY_NAMES)
            set({ names: value });
        }}
        error={
          tooMany
            ? `A stone ${feetAndInches(width)} wide has room for ${counted(room, 'name')}. Choose a wider stone or fewer names.`
            : errorFor('names')
        }
        w={{ base: '100%', xs: 320 }}
      />
      <Radio.Group
        label="Dates"
        value={dates}
        onChange={(value) => set({ dates: value === 'years' ? 'years' : 'full' })}
        error={errorFor('dates')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="full" label="Full dates (March 3, 1941 – June 1, 2020)" />
          <Radio value="years" label="Years only (1941 – 2020)" />
        </Stack>
      </Radio.Group>
      <NumberInput
        label="Extra lines of lettering"
        description="For an epitaph, a verse or a few words of your own."
        value={lines}
        min={0}
        max={MAX_EXTRA_LINES}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        onChange={(value) => typeof value === 'number' && set({ lines: value })}
        error={errorFor('lines')}
        w={{ base: '100%', xs: 320 }}
      />
    </Stack>
  );
}

function WhereItGoes({
  choices,
  zipError,
  onCommit,
}: {
  choices: CalculatorChoices;
  zipError?: string;
  onCommit: (next: Partial<CalculatorChoices>) => void;
}) {
  const [zip, setZip] = useState(choices.zip ?? '');
  const [town, setTown] = useState(choices.town ?? '');
  const [cemetery, setCemetery] = useState(choices.cemetery ?? '');
  const zipBad = zip.trim() !== '' && !/^\d{5}$/.test(zip.trim());
  useEffect(() => {
    const timer = setTimeout(() => {
      const next: Partial<CalculatorChoices> = {
        zip: /^\d{5}$/.test(zip.trim()) ? zip.trim() : undefined,
        town: town.trim() || undefined,
        cemetery: cemetery.trim() || undefined,
      };
      if (next.zip !== choices.zip || next.town !== choices.town || next.cemetery !== choices.cemetery) onCommit(next);
    }, 600);
    return () => clearTimeout(timer);
  }, [zip, town, cemetery, choices.zip, choices.town, choices.cemetery, onCommit]);
  return (
    <Stack gap="md">
      <Text>Delivery and installation are included in our service area. Tell us where the monument will stand.</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="ZIP code"
          value={zip}
          onChange={(e) => setZip(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={zipBad ? 'Please enter a 5-digit ZIP code' : zipError}
        />
        <TextInput label="Town" value={town} onChange={(e) => setTown(e.currentTarget.value)} maxLength={80} />
      </SimpleGrid>
      <TextInput
        label="Cemetery (if you know it)"
        value={cemetery}
        onChange={(e) => setCemetery(e.currentTarget.value)}
        maxLength={120}
      />
      <Badge variant="light" color="gray" size="lg" style={{ alignSelf: 'flex-start', textTransform: 'none' }}>
        Cemetery fees are paid to the cemetery and shown apart
      </Badge>
    </Stack>
  );
}
