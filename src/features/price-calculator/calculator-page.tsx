import { useEffect, useState } from 'react';
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
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { PageHero } from '#src/components/content/page-hero';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';
import {
  CALCULATOR_STEPS,
  feetAndInches,
  formatDollars,
  MAX_EXTRA_LINES,
  type CalculatorChoices,
} from '#server/modules/public-calculator/public-calculator.choices';
import { EstimatePanel } from './estimate-panel';
import classes from './price-calculator.module.css';

type Options = NonNullable<RouterOutputs['calculator']['options']>;

export const calculatorBreadcrumbs = [{ name: 'Price Calculator', path: '/calculator' }];

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
                <div className={classes.stone} aria-hidden="true" />
                <Title order={3} size="h4">
                  {template.name}
                </Title>
                {template.description && <Text>{template.description}</Text>}
                {template.size && <Text size="sm">Stone: {template.size}</Text>}
                {template.fromCents !== null && (
                  <Text fw={700} size="lg">
                    From {formatDollars(template.fromCents)}
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

/** A size typed in inches: kept as typed, sent to the address bar a moment after typing stops. */
function SizeInput({
  label,
  value,
  min,
  max,
  error,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  error?: string;
  onCommit: (value: number) => void;
}) {
  const [typed, setTyped] = useState<number | string>(value);
  // Back/forward or a shared link changes the value: show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typeof typed !== 'number' || typed === value) return;
    const timer = setTimeout(() => onCommit(typed), 500);
    return () => clearTimeout(timer);
  }, [typed, value, onCommit]);
  const outside = typeof typed === 'number' && (typed < min || typed > max);
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
      description={typeof typed === 'number' ? feetAndInches(typed) : `${min} to ${max} inches`}
      error={outside ? `Please choose between ${feetAndInches(min)} and ${feetAndInches(max)}` : error}
    />
  );
}

function CalculatorForm({ options, choices }: { options: Options; choices: CalculatorChoices }) {
  const navigate = useNavigate({ from: '/calculator/' });
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const step = choices.step ?? 1;
  const set = (next: Partial<CalculatorChoices>, replace = true) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace, resetScroll: false });

  const template = choices.template ? options.templateParts[choices.template] : null;
  const typeKey = template?.partType ?? choices.type;
  const type = options.partTypes.find((p) => p.key === typeKey);
  const size = {
    length: choices.length ?? template?.size.length ?? type?.defaultSize.length ?? 24,
    width: choices.width ?? template?.size.width ?? type?.defaultSize.width ?? 6,
    height: choices.height ?? template?.size.height ?? type?.defaultSize.height ?? 24,
  };
  const color = choices.color ?? template?.color ?? options.colors[0]?.key;
  const finishes = choices.finishes ?? template?.finishes ?? [];
  const designName = options.templates.find((t) => t.key === choices.template)?.name ?? type?.name ?? 'Your monument';
  const errorFor = (field: string) => (refusal?.field === field ? refusal.message : undefined);

  return (
    <div className={classes.layout}>
      <Stack gap="lg" className={classes.form}>
        <Group justify="space-between" align="baseline">
          <Title order={2}>{designName}</Title>
          <Button
            renderRoot={(props) => <Link to="/calculator" search={{}} {...props} />}
            variant="subtle"
            size="compact-md"
          >
            Start again
          </Button>
        </Group>
        <nav aria-label="Steps" className={classes.steps}>
          {CALCULATOR_STEPS.slice(1).map((label, index) => (
            <Button
              key={label}
              variant={step === index + 1 ? 'filled' : 'default'}
              size="compact-md"
              aria-current={step === index + 1 ? 'step' : undefined}
              onClick={() => set({ step: index + 1 }, false)}
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

        {step === 1 && type && (
          <Stack gap="md">
            <Title order={3} size="h4">
              Size of the {type.name.toLowerCase()}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <SizeInput
                label="Width"
                value={size.length}
                min={type.minSize.length}
                max={type.maxSize.length}
                error={errorFor('length')}
                onCommit={(length) => set({ length })}
              />
              <SizeInput
                label="Thickness"
                value={size.width}
                min={type.minSize.width}
                max={type.maxSize.width}
                error={errorFor('width')}
                onCommit={(width) => set({ width })}
              />
              <SizeInput
                label="Height"
                value={size.height}
                min={type.minSize.height}
                max={type.maxSize.height}
                error={errorFor('height')}
                onCommit={(height) => set({ height })}
              />
            </SimpleGrid>
            <Radio.Group
              label="Granite color"
              description="Grey granites cost least; black, red and blue granites more."
              value={color}
              onChange={(value) => set({ color: value })}
              error={errorFor('color')}
            >
              <div className={classes.swatches}>
                {options.colors.map((c) => (
                  <Radio key={c.key} value={c.key} label={c.name} className={classes.swatch} />
                ))}
              </div>
            </Radio.Group>
          </Stack>
        )}

        {step === 2 && type && (
          <Stack gap="md">
            <Checkbox.Group
              label="Finish"
              description="How the stone is polished and shaped."
              value={finishes}
              onChange={(value) => set({ finishes: value })}
              error={errorFor('finishes')}
            >
              <Stack gap="xs" mt="xs">
                {type.finishes.map((f) => (
                  <Checkbox key={f.key} value={f.key} label={f.name} />
                ))}
                {type.finishes.length === 0 && <Text size="sm">This stone comes in one standard finish.</Text>}
              </Stack>
            </Checkbox.Group>
            <NumberInput
              label="Extra lines of lettering"
              description="The family name, the names and the dates are included. Add lines for an epitaph or a verse."
              value={choices.lines ?? 0}
              min={0}
              max={MAX_EXTRA_LINES}
              clampBehavior="strict"
              allowDecimal={false}
              onChange={(value) => typeof value === 'number' && set({ lines: value })}
              w={{ base: '100%', xs: 260 }}
            />
          </Stack>
        )}

        {step === 3 && (
          <Stack gap="md">
            <Checkbox.Group
              label="Extras"
              description="Portraits, bronze, vases and other touches."
              value={choices.addons ?? []}
              onChange={(value) => set({ addons: value })}
              error={errorFor('addons')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {options.addons.map((a) => (
                  <Checkbox key={a.key} value={a.key} label={a.name} description={a.category} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {options.hasFoundations && (
              <Switch
                label="Concrete foundation"
                description="Most cemeteries require one. We pour it a little wider than the base."
                checked={choices.foundation ?? true}
                onChange={(event) => set({ foundation: event.currentTarget.checked })}
                error={errorFor('foundation')}
              />
            )}
          </Stack>
        )}

        {step === 4 && <WhereItGoes choices={choices} zipError={errorFor('zip')} onCommit={(next) => set(next)} />}

        <Group justify="space-between">
          <Button variant="default" disabled={step <= 1} onClick={() => set({ step: step - 1 }, false)}>
            Back
          </Button>
          {step < CALCULATOR_STEPS.length - 1 && (
            <Button onClick={() => set({ step: step + 1 }, false)}>Next: {CALCULATOR_STEPS[step + 1]}</Button>
          )}
        </Group>
      </Stack>
      <EstimatePanel choices={choices} onRefused={setRefusal} />
    </div>
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
