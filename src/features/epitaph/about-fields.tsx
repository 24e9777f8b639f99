import {
  ChoiceGroup,
  Group,
  Paper,
  Radio,
  SelectField,
  Stack,
  TextareaField,
  TextField,
  Title,
} from '#src/components/plain';
import type { Draft } from '#src/lib/use-form-draft';
import {
  faithLabels,
  faiths,
  relationshipLabels,
  relationships,
  toneLabels,
  tones,
} from '#server/modules/epitaph/epitaph.choices';
import classes from './epitaph.module.css';

const RELATIONSHIPS = relationships.map((r) => ({ value: r, label: relationshipLabels[r] }));

/**
 * Step 1: about the person (names, dates, who they were, faith, what they loved) and the feeling
 * of the words. Each field is named as the builder's state and the address name it. Plain
 * controls writing Mantine's markup (decision 237): the page needs none of Mantine's runtime.
 */
export function AboutFields({
  values,
  errors,
  set,
}: {
  values: Draft;
  errors: Record<string, string | undefined>;
  set: (field: string, value: string) => void;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="about-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="about-title">
          1. About your loved one
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <TextField
            id="epitaph-givenNames"
            label="First and middle names"
            description="As you would like them cut"
            required
            autoComplete="off"
            name="givenNames"
            value={values.givenNames ?? ''}
            onChange={(e) => set('givenNames', e.currentTarget.value)}
            error={errors.givenNames}
            rootProps={{ miw: 220 }}
          />
          <TextField
            id="epitaph-surname"
            label="Family name"
            description="Cut largest, usually in capitals"
            autoComplete="off"
            name="surname"
            value={values.surname ?? ''}
            onChange={(e) => set('surname', e.currentTarget.value)}
            error={errors.surname}
            rootProps={{ miw: 220 }}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextField
            id="epitaph-born"
            type="date"
            label="Date of birth"
            description="Or leave blank"
            name="born"
            value={values.born ?? ''}
            onChange={(e) => set('born', e.currentTarget.value)}
            error={errors.born}
            rootProps={{ miw: 200 }}
          />
          <TextField
            id="epitaph-died"
            type="date"
            label="Date of passing"
            description="Leave blank when planning ahead"
            name="died"
            value={values.died ?? ''}
            onChange={(e) => set('died', e.currentTarget.value)}
            error={errors.died}
            rootProps={{ miw: 200 }}
          />
        </Group>
        <SelectField
          id="epitaph-relationship"
          label="Who were they to you?"
          name="relationship"
          value={values.relationship}
          onChange={(e) => set('relationship', e.currentTarget.value)}
          error={errors.relationship}
          data={RELATIONSHIPS}
        />
        <ChoiceGroup
          id="epitaph-faith"
          kind="radio"
          label="Faith"
          description="We only suggest scripture and words of faith when you want them"
          error={errors.faith}
        >
          <Stack gap={8} mt={6}>
            {faiths.map((f) => (
              <Radio
                key={f}
                id={`epitaph-faith-${f}`}
                name="faith"
                value={f}
                label={faithLabels[f]}
                checked={values.faith === f}
                onChange={() => set('faith', f)}
              />
            ))}
          </Stack>
        </ChoiceGroup>
        <TextareaField
          id="epitaph-loves"
          label="What did they love?"
          description="A few words, as you would say them: her garden, fishing with the grandkids, gospel music"
          rows={2}
          maxLength={200}
          name="loves"
          className={classes.grows}
          value={values.loves ?? ''}
          onChange={(e) => set('loves', e.currentTarget.value)}
          error={errors.loves}
        />
        <ToneChoice value={values.tone} error={errors.tone} set={set} />
      </Stack>
    </Paper>
  );
}

/** The feeling of the words: each tone with a line about it. */
function ToneChoice({
  value,
  error,
  set,
}: {
  value: string | undefined;
  error: string | undefined;
  set: (field: string, value: string) => void;
}) {
  return (
    <ChoiceGroup id="epitaph-tone" kind="radio" label="The feeling of the words" error={error}>
      <Stack gap={8} mt={6}>
        {tones.map((t) => (
          <Radio
            key={t}
            id={`epitaph-tone-${t}`}
            name="tone"
            value={t}
            label={toneLabels[t].label}
            description={toneLabels[t].hint}
            checked={value === t}
            onChange={() => set('tone', t)}
          />
        ))}
      </Stack>
    </ChoiceGroup>
  );
}
