import { ChoiceGroup, Group, Paper, Radio, SelectField, Stack, Text, TextField, Title } from '#src/components/plain';
import type { Draft } from '#src/lib/use-form-draft';
import { kindOf, type Options } from './epitaph-answers';
import classes from './epitaph.module.css';

/**
 * The stone the words go on: a kind of stone and its size, or one of our ready designs. Both sets
 * of fields are in the page; the stylesheet shows the one "Start from" has ticked, so the choice
 * works before the script and without it (the server reads `stoneMode`).
 */
export function StoneFields({
  options,
  values,
  errors,
  set,
  update,
}: {
  options: Options;
  values: Draft;
  errors: Record<string, string | undefined>;
  set: (field: string, value: string) => void;
  update: (next: Draft) => void;
}) {
  const kind = kindOf(options, values);
  const useTemplate = values.stoneMode === 'template' && options.templates.length > 0;
  const mode = useTemplate ? 'template' : 'kind';
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="stone-title"
      className={classes.stone}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="stone-title">
          The stone
        </Title>
        {options.templates.length > 0 && <StartFrom mode={mode} set={set} />}
        {options.templates.length > 0 && (
          <div className={classes.templateOnly}>
            <SelectField
              id="epitaph-template"
              label="Design"
              name="template"
              value={values.template}
              onChange={(e) => set('template', e.currentTarget.value)}
              error={errors.template}
              data={options.templates.map((t) => ({ value: t.key, label: t.name }))}
            />
          </div>
        )}
        <Stack gap="md" className={classes.kindOnly}>
          <SelectField
            id="epitaph-partType"
            label="Kind of stone"
            name="partType"
            value={kind.key}
            onChange={(e) => {
              const next = options.kinds.find((k) => k.key === e.currentTarget.value) ?? kind;
              update({
                ...values,
                partType: next.key,
                acrossIn: String(next.across.default),
                faceHeightIn: String(next.faceHeight.default),
              });
            }}
            error={errors.partType}
            data={options.kinds.map((k) => ({ value: k.key, label: k.name }))}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextField
              id="epitaph-acrossIn"
              type="number"
              inputMode="decimal"
              label="Width across (inches)"
              name="acrossIn"
              description={`${kind.across.min} to ${kind.across.max} inches`}
              min={kind.across.min}
              max={kind.across.max}
              value={values.acrossIn ?? ''}
              onChange={(e) => set('acrossIn', e.currentTarget.value)}
              error={errors.acrossIn}
              rootProps={{ miw: 180 }}
            />
            <TextField
              id="epitaph-faceHeightIn"
              type="number"
              inputMode="decimal"
              label={kind.lying ? 'Depth, front to back (inches)' : 'Height of the face (inches)'}
              name="faceHeightIn"
              description={`${kind.faceHeight.min} to ${kind.faceHeight.max} inches`}
              min={kind.faceHeight.min}
              max={kind.faceHeight.max}
              value={values.faceHeightIn ?? ''}
              onChange={(e) => set('faceHeightIn', e.currentTarget.value)}
              error={errors.faceHeightIn}
              rootProps={{ miw: 180 }}
            />
          </Group>
        </Stack>
        {!options.fromPriceList && (
          <Text size="sm" c="dimmed">
            These are the stones we most often letter. Any other size is possible: tell us when we talk.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** "Start from": a kind of stone and its size, or one of our ready designs. */
function StartFrom({ mode, set }: { mode: 'kind' | 'template'; set: (field: string, value: string) => void }) {
  return (
    <ChoiceGroup id="epitaph-stoneMode" kind="radio" label="Start from">
      <Stack gap={8} mt={6}>
        <Radio
          id="epitaph-stoneMode-kind"
          name="stoneMode"
          value="kind"
          label="A kind of stone and its size"
          checked={mode === 'kind'}
          onChange={() => set('stoneMode', 'kind')}
        />
        <Radio
          id="epitaph-stoneMode-template"
          name="stoneMode"
          value="template"
          label="One of our ready designs"
          checked={mode === 'template'}
          onChange={() => set('stoneMode', 'template')}
        />
      </Stack>
    </ChoiceGroup>
  );
}
