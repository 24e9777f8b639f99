import { Group, NativeSelect, Paper, Radio, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { Draft } from '#src/lib/use-form-draft';
import {
  faithLabels,
  faiths,
  relationshipLabels,
  relationships,
  toneLabels,
  tones,
} from '#server/modules/epitaph/epitaph.choices';

/**
 * Step 1: about the person (names, dates, who they were, faith, what they loved) and the feeling
 * of the words. Each field is named as the builder's state and the address name it.
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
          <TextInput
            label="First and middle names"
            description="As you would like them cut"
            required
            autoComplete="off"
            name="givenNames"
            value={values.givenNames ?? ''}
            onChange={(e) => set('givenNames', e.currentTarget.value)}
            error={errors.givenNames}
            miw={220}
          />
          <TextInput
            label="Family name"
            description="Cut largest, usually in capitals"
            autoComplete="off"
            name="surname"
            value={values.surname ?? ''}
            onChange={(e) => set('surname', e.currentTarget.value)}
            error={errors.surname}
            miw={220}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="Date of birth"
            description="Or leave blank"
            name="born"
            value={values.born ?? ''}
            onChange={(e) => set('born', e.currentTarget.value)}
            error={errors.born}
            miw={200}
          />
          <TextInput
            type="date"
            label="Date of passing"
            description="Leave blank when planning ahead"
            name="died"
            value={values.died ?? ''}
            onChange={(e) => set('died', e.currentTarget.value)}
            error={errors.died}
            miw={200}
          />
        </Group>
        <NativeSelect
          label="Who were they to you?"
          name="relationship"
          value={values.relationship}
          onChange={(e) => set('relationship', e.currentTarget.value)}
          error={errors.relationship}
          data={relationships.map((r) => ({ value: r, label: relationshipLabels[r] }))}
        />
        <Radio.Group
          label="Faith"
          name="faith"
          description="We only suggest scripture and words of faith when you want them"
          value={values.faith}
          onChange={(value) => set('faith', value)}
          error={errors.faith}
        >
          <Stack gap={8} mt={6}>
            {faiths.map((f) => (
              <Radio key={f} value={f} label={faithLabels[f]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="What did they love?"
          description="A few words, as you would say them: her garden, fishing with the grandkids, gospel music"
          autosize
          minRows={2}
          maxLength={200}
          name="loves"
          value={values.loves ?? ''}
          onChange={(e) => set('loves', e.currentTarget.value)}
          error={errors.loves}
        />
        <Radio.Group
          label="The feeling of the words"
          name="tone"
          value={values.tone}
          onChange={(value) => set('tone', value)}
          error={errors.tone}
        >
          <Stack gap={8} mt={6}>
            {tones.map((t) => (
              <Radio key={t} value={t} label={toneLabels[t].label} description={toneLabels[t].hint} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
