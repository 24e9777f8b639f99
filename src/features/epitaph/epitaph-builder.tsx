import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { PageHero } from '#src/components/content/page-hero';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';
import { useFormDraft, type Draft } from '#src/lib/use-form-draft';
import { useHydrated } from '#src/lib/hydration';
import { answersSchema } from '#server/modules/epitaph/epitaph.schema';
import type { EditLine } from './keep-it';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';
import {
  answersOf,
  defaultsFor,
  DRAFT_KEY,
  linesOf,
  stoneOf,
  type Candidate,
  type Options,
  type Proposal,
} from './epitaph-answers';
import { AboutFields } from './about-fields';
import { StoneFields } from './stone-fields';
import { EpitaphIdeas } from './epitaph-ideas';
import { EpitaphEditor } from './epitaph-editor';

/** /ai-tools/epitaph-builder: the answers and the stone, ideas laid out on it, the chosen one edited and kept. */
export function EpitaphBuilderPage() {
  const trpc = useTRPC();
  const { data: options } = useSuspenseQuery(trpc.epitaph.options.queryOptions());
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        title="Epitaph Builder"
        breadcrumbs={epitaphBreadcrumbs}
        lead="Tell us a little about your loved one and the stone you have in mind. We will suggest words, lay them out on the stone with the letter sizes we really cut, and show you what fits. Change any line you like; nothing is kept unless you save it."
      />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <Builder options={options} />
      </Container>
    </>
  );
}

/** The builder: the answers and the stone (kept as a draft), the ideas, and the chosen one edited. */
function Builder({ options }: { options: Options }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const defaults = useMemo(() => defaultsFor(options), [options]);
  const draft = useFormDraft(DRAFT_KEY, { defaults });
  const [values, setValues] = useState<Draft>(defaults);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [chosen, setChosen] = useState<{ lines: EditLine[]; attribution: string | null } | null>(null);
  const [restored, setRestored] = useState(false);
  const ideasHeading = useRef<HTMLHeadingElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);

  // What was typed before a reload comes back once the page has hydrated (adjusted during render,
  // as React recommends for state derived from a changed input).
  if (!restored && draft.stored) {
    setRestored(true);
    setValues({ ...defaults, ...draft.stored });
    if (draft.stored.chosen) {
      try {
        setChosen(JSON.parse(draft.stored.chosen) as { lines: EditLine[]; attribution: string | null });
      } catch {
        // A broken draft of the lines is simply not restored.
      }
    }
  }

  const update = (next: Draft) => {
    setValues(next);
    draft.save(next);
  };
  const set = (field: string, value: string) => {
    update({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setChosenLines = (next: { lines: EditLine[]; attribution: string | null } | null) => {
    setChosen(next);
    update({ ...values, chosen: next ? JSON.stringify(next) : '' });
  };

  const propose = useMutation(trpc.epitaph.propose.mutationOptions());
  const kind = options.kinds.find((k) => k.key === values.partType) ?? options.kinds[0]!;

  async function suggest(event?: FormEvent) {
    event?.preventDefault();
    const parsed = answersSchema.safeParse(answersOf(values));
    const stone = stoneOf(values);
    const stoneErrors: Record<string, string> = {};
    if (!stone.template) {
      if (!(stone.acrossIn >= kind.across.min && stone.acrossIn <= kind.across.max))
        stoneErrors.acrossIn = `Please choose a width from ${kind.across.min} to ${kind.across.max} inches.`;
      if (!(stone.faceHeightIn >= kind.faceHeight.min && stone.faceHeightIn <= kind.faceHeight.max))
        stoneErrors.faceHeightIn = `Please choose a ${kind.lying ? 'depth' : 'height'} from ${kind.faceHeight.min} to ${kind.faceHeight.max} inches.`;
    }
    if (!parsed.success || Object.keys(stoneErrors).length) {
      setErrors({ ...(parsed.success ? {} : firstErrorPerField(parsed.error)), ...stoneErrors });
      return;
    }
    setErrors({});
    try {
      const result = await propose.mutateAsync({
        answers: answersOf(values),
        stone,
        seed: Math.floor(Math.random() * 2 ** 31),
      });
      setProposal(result);
      window.setTimeout(() => ideasHeading.current?.focus(), 0);
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }

  function choose(candidate: Candidate) {
    setChosenLines({ lines: linesOf(candidate.layout), attribution: candidate.attribution });
    window.setTimeout(() => editorHeading.current?.focus(), 0);
  }

  const proposeError = propose.isError && Object.keys(fieldErrors(propose.error)).length === 0;

  return (
    <Stack gap={48}>
      <form onSubmit={(e) => void suggest(e)} noValidate aria-labelledby="about-title">
        <Stack gap="xl">
          <AboutFields values={values} errors={errors} set={set} />

          <StoneFields options={options} values={values} errors={errors} set={set} update={update} />

          {proposeError && (
            <Alert color="red">{errorMessage(propose.error, 'We could not suggest words just now.')}</Alert>
          )}
          <Group>
            <Button type="submit" size="md" loading={propose.isPending} disabled={!hydrated}>
              {proposal ? 'Suggest again with these answers' : 'Suggest epitaphs'}
            </Button>
          </Group>
        </Stack>
      </form>

      {proposal && (
        <EpitaphIdeas
          proposal={proposal}
          headingRef={ideasHeading}
          suggesting={propose.isPending}
          onChoose={choose}
          onMore={() => void suggest()}
        />
      )}

      {chosen && (
        <EpitaphEditor
          headingRef={editorHeading}
          stone={stoneOf(values)}
          answers={answersOf(values)}
          lines={chosen.lines}
          attribution={chosen.attribution}
          onChange={(lines) => setChosenLines({ ...chosen, lines })}
          onClear={() => setChosenLines(null)}
        />
      )}
    </Stack>
  );
}
