import { Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Group, Stack } from '#src/components/plain';
import { PageHero } from '#src/components/content/page-hero';
import { onDemand } from '#src/lib/on-demand';
import { postPublic, publicErrorMessage, PublicApiError } from '#src/lib/public-api';
import { useFormDraft, type Draft } from '#src/lib/use-form-draft';
import { asksForIdeas, type EpitaphSearch } from '#server/modules/epitaph/epitaph.search';
import type { EditLine } from './keep-it';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';
import {
  answersOf,
  defaultsFor,
  DRAFT_KEY,
  linesOf,
  stoneOf,
  valuesFrom,
  type Candidate,
  type Options,
  type Proposal,
} from './epitaph-answers';
import type { Composed } from './compose-on-server';
import { AboutFields } from './about-fields';
import { StoneFields } from './stone-fields';

/**
 * The ideas and the editor: their code loads when the family first asks for ideas (or with the
 * page, when the server composed them from the address). entry-server.tsx registers both.
 */
export const EpitaphIdeasOnDemand = onDemand(() => import('./epitaph-ideas').then((m) => m.EpitaphIdeas));
export const EpitaphEditorOnDemand = onDemand(() => import('./epitaph-editor').then((m) => m.EpitaphEditor));

/** The answers' check (with zod): loaded once the family reaches the form, not with the page (decision 237). */
const loadCheck = () => import('./epitaph-check');

/**
 * /ai-tools/epitaph-builder: the answers and the stone, ideas laid out on it, the chosen one edited
 * and kept. A light page (decision 237): plain components, the stones from the route's loader.
 */
export function EpitaphBuilderPage({
  options,
  search,
  composed,
}: {
  options: Options;
  search: EpitaphSearch;
  composed: Composed | null;
}) {
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        title="Epitaph Builder"
        breadcrumbs={epitaphBreadcrumbs}
        lead="Tell us a little about your loved one and the stone you have in mind. We will suggest words, lay them out on the stone with the letter sizes we really cut, and show you what fits. Change any line you like; nothing is kept unless you save it."
      />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <Builder options={options} search={search} composed={composed} />
      </Container>
    </>
  );
}

type Chosen = { lines: EditLine[]; attribution: string | null };

/** The field errors of a refused call (zod's, by field), to show beside each input. */
function publicFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof PublicApiError)) return {};
  const zod = (error.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } } | undefined)
    ?.zodError;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(zod?.fieldErrors ?? {})) if (messages?.[0]) out[field] = messages[0];
  return out;
}

/**
 * Asking for ideas: one POST to `epitaph.propose` (`postPublic`), its refusal kept to be said
 * above the button, or beside the fields it names.
 */
function usePropose() {
  const [pending, setPending] = useState(false);
  const [asked, setAsked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function propose(input: Parameters<typeof postPublic>[1]): Promise<Proposal> {
    setAsked(true);
    setPending(true);
    setRefusal(null);
    try {
      return await postPublic<Proposal>('epitaph.propose', input);
    } catch (error) {
      if (Object.keys(publicFieldErrors(error)).length === 0)
        setRefusal(publicErrorMessage(error, 'We could not suggest words just now.'));
      throw error;
    } finally {
      setPending(false);
    }
  }
  return { propose, pending, asked, refusal };
}

/**
 * The builder: the answers and the stone (kept as a draft), the ideas, and the chosen one edited.
 *
 * One plain form (GET /ai-tools/epitaph-builder): every field is named as the builder's state
 * names it, "Suggest epitaphs" and "More ideas" send a seed, "Use this one" the idea (with the
 * list's seed as `shown`), and the edited lines go as `role` and `line`. Before the script (or without it) the server answers with
 * the ideas, the chosen one measured, or what is wrong beside each field; with it, the same
 * buttons ask in the browser and the address keeps none of a family's words (decision 230).
 */
function Builder({
  options,
  search,
  composed,
}: {
  options: Options;
  search: EpitaphSearch;
  composed: Composed | null;
}) {
  const defaults = useMemo(() => defaultsFor(options), [options]);
  const { values, update, chosen, setChosenLines } = useBuilderDraft(defaults, search, composed);
  const [errors, setErrors] = useState<Record<string, string | undefined>>(composed?.errors ?? {});
  const [proposal, setProposal] = useState<Proposal | null>(composed?.proposal ?? null);
  const ideasHeading = useRef<HTMLHeadingElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const set = (field: string, value: string) => {
    update({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const ideas = usePropose();

  async function suggest(event?: FormEvent) {
    event?.preventDefault();
    const { answerErrors } = await loadCheck();
    const found = answerErrors(options, values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const [result] = await Promise.all([
        ideas.propose({
          answers: answersOf(values),
          stone: stoneOf(values),
          seed: Math.floor(Math.random() * 2 ** 31),
        }),
        EpitaphIdeasOnDemand.preload(),
      ]);
      // The editor's code, while the family reads the ideas.
      void EpitaphEditorOnDemand.preload();
      setProposal(result);
      window.setTimeout(() => ideasHeading.current?.focus(), 0);
    } catch (error) {
      setErrors(publicFieldErrors(error));
    }
  }

  async function choose(candidate: Candidate) {
    await EpitaphEditorOnDemand.preload();
    setChosenLines({ lines: linesOf(candidate.layout), attribution: candidate.attribution });
    window.setTimeout(() => editorHeading.current?.focus(), 0);
  }

  // The server's words for a refusal of the plain form, until the family asks again.
  const message = ideas.asked ? null : composed?.message;

  return (
    <form
      method="get"
      action="/ai-tools/epitaph-builder"
      onSubmit={(e) => void suggest(e)}
      // The check's code while the family types (a tap on "Suggest" then waits for nothing).
      onFocus={() => void loadCheck()}
      onPointerEnter={() => void loadCheck()}
      noValidate
      aria-labelledby="about-title"
    >
      {/* The seed of the ideas the server showed: a choice among them finds the same list. */}
      {composed?.proposal && <input type="hidden" name="shown" value={composed.seed} />}
      <Stack gap={48}>
        <Stack gap="xl">
          <AboutFields values={values} errors={errors} set={set} />

          <StoneFields options={options} values={values} errors={errors} set={set} update={update} />

          {ideas.refusal && <Alert color="red">{ideas.refusal}</Alert>}
          {message && <Alert color="red">{message}</Alert>}
          <Group>
            {/* The first submit button: Enter in a field asks for ideas too. */}
            <Button type="submit" name="seed" value="1" size="md" className="wrapping-button" loading={ideas.pending}>
              {proposal ? 'Suggest again with these answers' : 'Suggest epitaphs'}
            </Button>
          </Group>
        </Stack>

        <Suspense fallback={null}>
          {proposal && (
            <EpitaphIdeasOnDemand
              proposal={proposal}
              headingRef={ideasHeading}
              suggesting={ideas.pending}
              // "More ideas" without the script: the next seed of the list the server showed.
              nextSeed={(composed?.seed ?? 1) + 1}
              onChoose={(candidate) => void choose(candidate)}
              onMore={() => void suggest()}
            />
          )}
        </Suspense>

        <Suspense fallback={null}>
          {chosen && (
            <EpitaphEditorOnDemand
              headingRef={editorHeading}
              values={values}
              lines={chosen.lines}
              attribution={chosen.attribution}
              measured={composed?.measured ?? null}
              onChange={(lines) => setChosenLines({ ...chosen, lines })}
              onClear={() => setChosenLines(null)}
            />
          )}
        </Suspense>
      </Stack>
    </form>
  );
}

/**
 * The answers and the chosen lines, kept as the tab's draft: what was typed before a reload
 * comes back once the page has hydrated, unless the address brought answers of its own (the
 * plain form's, newer than any draft).
 */
function useBuilderDraft(defaults: Draft, search: EpitaphSearch, composed: Composed | null) {
  const draft = useFormDraft(DRAFT_KEY, { defaults });
  const [values, setValues] = useState<Draft>(() => valuesFrom(search, defaults));
  const [chosen, setChosen] = useState<Chosen | null>(composed?.chosen ?? null);
  const [restored, setRestored] = useState(asksForIdeas(search));
  // Adjusted during render, as React recommends for state derived from a changed input.
  if (!restored && draft.stored) {
    setRestored(true);
    setValues({ ...defaults, ...draft.stored });
    if (draft.stored.chosen) {
      try {
        setChosen(JSON.parse(draft.stored.chosen) as Chosen);
      } catch {
        // A broken draft of the lines is simply not restored.
      }
    }
  }
  const update = (next: Draft) => {
    setValues(next);
    draft.save(next);
  };
  const setChosenLines = (next: Chosen | null) => {
    setChosen(next);
    update({ ...values, chosen: next ? JSON.stringify(next) : '' });
  };
  return { values, update, chosen, setChosenLines };
}
