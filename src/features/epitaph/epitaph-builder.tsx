import { useMemo, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PageHero } from '#src/components/content/page-hero';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { firstErrorPerField } from '#src/lib/form-errors';
import { useFormDraft, type Draft } from '#src/lib/use-form-draft';
import { useHydrated } from '#src/lib/hydration';
import {
  faithLabels,
  faiths,
  inchesText,
  lineRoleLabels,
  MAX_EPITAPH_LINES,
  relationshipLabels,
  relationships,
  toneLabels,
  tones,
  type EpitaphLayout,
} from '#server/modules/epitaph/epitaph.choices';
import { answersSchema, type AnswersInput } from '#server/modules/epitaph/epitaph.schema';
import { StonePreview } from './stone-preview';
import { KeepIt, type EditLine } from './keep-it';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';
import classes from './epitaph.module.css';

type Options = RouterOutputs['epitaph']['options'];
type Proposal = RouterOutputs['epitaph']['propose'];
type Candidate = Proposal['candidates'][number];

const DRAFT_KEY = 'epitaph-builder';
const ANSWER_FIELDS = ['givenNames', 'surname', 'born', 'died', 'relationship', 'faith', 'loves', 'tone'] as const;

function defaultsFor(options: Options): Draft {
  const first = options.kinds[0]!;
  return {
    givenNames: '',
    surname: '',
    born: '',
    died: '',
    relationship: 'mother',
    faith: 'christian',
    loves: '',
    tone: 'traditional',
    stoneMode: 'kind',
    partType: first.key,
    acrossIn: String(first.across.default),
    faceHeightIn: String(first.faceHeight.default),
    template: options.templates[0]?.key ?? '',
  };
}

function stoneOf(values: Draft) {
  return {
    template: values.stoneMode === 'template' && values.template ? values.template : null,
    partType: values.partType ?? '',
    acrossIn: Number(values.acrossIn),
    faceHeightIn: Number(values.faceHeightIn),
  };
}

function answersOf(values: Draft): AnswersInput {
  return Object.fromEntries(ANSWER_FIELDS.map((field) => [field, values[field] ?? ''])) as unknown as AnswersInput;
}

function linesOf(layout: EpitaphLayout): EditLine[] {
  return layout.lines.map((line) => ({ role: line.role, text: line.text }));
}

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
                  value={values.givenNames ?? ''}
                  onChange={(e) => set('givenNames', e.currentTarget.value)}
                  error={errors.givenNames}
                  miw={220}
                />
                <TextInput
                  label="Family name"
                  description="Cut largest, usually in capitals"
                  autoComplete="off"
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
                  value={values.born ?? ''}
                  onChange={(e) => set('born', e.currentTarget.value)}
                  error={errors.born}
                  miw={200}
                />
                <TextInput
                  type="date"
                  label="Date of passing"
                  description="Leave blank when planning ahead"
                  value={values.died ?? ''}
                  onChange={(e) => set('died', e.currentTarget.value)}
                  error={errors.died}
                  miw={200}
                />
              </Group>
              <NativeSelect
                label="Who were they to you?"
                value={values.relationship}
                onChange={(e) => set('relationship', e.currentTarget.value)}
                error={errors.relationship}
                data={relationships.map((r) => ({ value: r, label: relationshipLabels[r] }))}
              />
              <Radio.Group
                label="Faith"
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
                value={values.loves ?? ''}
                onChange={(e) => set('loves', e.currentTarget.value)}
                error={errors.loves}
              />
              <Radio.Group
                label="The feeling of the words"
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
        <section aria-labelledby="ideas-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="ideas-title" ref={ideasHeading} tabIndex={-1}>
              2. Ideas for the stone
            </Title>
            <Text>
              Each idea is laid out on your {proposal.candidates[0]?.layout.face.label.toLowerCase() ?? 'stone'}. Choose
              one to change any line and keep it.
            </Text>
            {proposal.notes.map((note) => (
              <Alert key={note} color="blue">
                {note}
              </Alert>
            ))}
            {proposal.model === 'used' && (
              <Text size="sm" c="dimmed">
                Ideas marked "Written with our AI helper" were suggested by a language model and checked for fit and
                wording before you see them.
              </Text>
            )}
            <ul className={classes.ideas} aria-label="Epitaph ideas">
              {proposal.candidates.map((candidate, index) => (
                <li key={candidate.id}>
                  <IdeaCard candidate={candidate} index={index} onChoose={() => choose(candidate)} />
                </li>
              ))}
            </ul>
            <Group>
              <Button variant="light" onClick={() => void suggest()} loading={propose.isPending}>
                More ideas
              </Button>
            </Group>
          </Stack>
        </section>
      )}

      {chosen && (
        <Editor
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

function StoneFields({
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
  const kind = options.kinds.find((k) => k.key === values.partType) ?? options.kinds[0]!;
  const useTemplate = values.stoneMode === 'template' && options.templates.length > 0;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="stone-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="stone-title">
          The stone
        </Title>
        {options.templates.length > 0 && (
          <Radio.Group
            label="Start from"
            value={useTemplate ? 'template' : 'kind'}
            onChange={(v) => set('stoneMode', v)}
          >
            <Stack gap={8} mt={6}>
              <Radio value="kind" label="A kind of stone and its size" />
              <Radio value="template" label="One of our ready designs" />
            </Stack>
          </Radio.Group>
        )}
        {useTemplate ? (
          <NativeSelect
            label="Design"
            value={values.template}
            onChange={(e) => set('template', e.currentTarget.value)}
            error={errors.template}
            data={options.templates.map((t) => ({ value: t.key, label: t.name }))}
          />
        ) : (
          <>
            <NativeSelect
              label="Kind of stone"
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
              <TextInput
                type="number"
                inputMode="decimal"
                label="Width across (inches)"
                description={`${kind.across.min} to ${kind.across.max} inches`}
                min={kind.across.min}
                max={kind.across.max}
                value={values.acrossIn ?? ''}
                onChange={(e) => set('acrossIn', e.currentTarget.value)}
                error={errors.acrossIn}
                miw={180}
              />
              <TextInput
                type="number"
                inputMode="decimal"
                label={kind.lying ? 'Depth, front to back (inches)' : 'Height of the face (inches)'}
                description={`${kind.faceHeight.min} to ${kind.faceHeight.max} inches`}
                min={kind.faceHeight.min}
                max={kind.faceHeight.max}
                value={values.faceHeightIn ?? ''}
                onChange={(e) => set('faceHeightIn', e.currentTarget.value)}
                error={errors.faceHeightIn}
                miw={180}
              />
            </Group>
          </>
        )}
        {!options.fromPriceList && (
          <Text size="sm" c="dimmed">
            These are the stones we most often letter. Any other size is possible: tell us when we talk.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function FitBadge({ fits }: { fits: boolean }) {
  return fits ? (
    <span className={`${classes.fit} ${classes.fits}`}>✓ Fits the stone</span>
  ) : (
    <span className={`${classes.fit} ${classes.unfit}`}>✗ Needs a change</span>
  );
}

function IdeaCard({ candidate, index, onChoose }: { candidate: Candidate; index: number; onChoose: () => void }) {
  const id = `idea-${index}`;
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap="xs" h="100%">
        <Text className={classes.ideaText} id={id}>
          {candidate.text}
        </Text>
        <div>
          <FitBadge fits={candidate.layout.fits} />
        </div>
        {candidate.attribution && (
          <Text size="sm" c="dimmed">
            {candidate.attribution}
          </Text>
        )}
        {candidate.source === 'model' && (
          <Text size="sm" c="dimmed">
            Written with our AI helper
          </Text>
        )}
        <StonePreview layout={candidate.layout} size="small" />
        {!candidate.layout.fits && (
          <Text size="sm" c="red.9">
            {candidate.layout.problem ?? 'A line is too wide for this stone; choose it to see a shorter one.'}
          </Text>
        )}
        <Button variant="light" onClick={onChoose} mt="auto" aria-describedby={id}>
          Use this one
        </Button>
      </Stack>
    </Paper>
  );
}

function Editor({
  headingRef,
  stone,
  answers,
  lines,
  attribution,
  onChange,
  onClear,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  stone: ReturnType<typeof stoneOf>;
  answers: ReturnType<typeof answersOf>;
  lines: EditLine[];
  attribution: string | null;
  onChange: (lines: EditLine[]) => void;
  onClear: () => void;
}) {
  const trpc = useTRPC();
  const parsedAnswers = answersSchema.safeParse(answers);
  const input = { stone, lines: lines.filter((l) => l.text.trim()), answers: parsedAnswers.success ? answers : null };
  const [debounced] = useDebouncedValue(input, 350);
  const ready = debounced.lines.length > 0;
  const fit = useQuery({
    ...trpc.epitaph.fit.queryOptions(debounced),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const layout = fit.data;
  const epitaphCount = lines.filter((l) => l.role === 'epitaph').length;

  const setLine = (index: number, text: string) => onChange(lines.map((l, i) => (i === index ? { ...l, text } : l)));
  const replaceLine = (index: number, alternative: string) => {
    const line = lines[index]!;
    const parts = alternative.split('\n').map((text) => ({ role: line.role, text }));
    onChange([...lines.slice(0, index), ...parts, ...lines.slice(index + 1)]);
  };
  const replaceEpitaph = (alternative: string) => {
    const first = lines.findIndex((l) => l.role === 'epitaph' || l.role === 'reference');
    const kept = lines.filter((l) => l.role !== 'epitaph' && l.role !== 'reference');
    const parts = alternative.split('\n').map((text) => ({ role: 'epitaph' as const, text }));
    onChange(first < 0 ? [...kept, ...parts] : [...kept.slice(0, first), ...parts, ...kept.slice(first)]);
  };
  const addLine = () => {
    const lastEpitaph = lines.map((l) => l.role).lastIndexOf('epitaph');
    const at = lastEpitaph >= 0 ? lastEpitaph + 1 : lines.length;
    onChange([...lines.slice(0, at), { role: 'epitaph', text: '' }, ...lines.slice(at)]);
  };
  const removeLine = (index: number) => onChange(lines.filter((_, i) => i !== index));

  // The measured line for each edited line (blank lines are not sent, so indexes are mapped).
  const measured: Array<EpitaphLayout['lines'][number] | undefined> = [];
  if (layout) {
    let k = 0;
    for (const line of lines) measured.push(line.text.trim() ? layout.lines[k++] : undefined);
  }

  return (
    <section aria-labelledby="editor-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="editor-title" ref={headingRef} tabIndex={-1}>
          3. Your epitaph on the stone
        </Title>
        <div className={classes.layout}>
          <div className={classes.sticky}>
            <Stack gap="xs">
              {layout ? (
                <>
                  <StonePreview layout={layout} />
                  <Group gap="xs" aria-live="polite">
                    <FitBadge fits={layout.fits} />
                    <Text size="sm">
                      {layout.face.label}: lettering {inchesText(layout.usedHeightIn)} tall of{' '}
                      {inchesText(layout.face.faceHeightIn - 2 * layout.face.marginIn)} inside the margins.
                    </Text>
                  </Group>
                </>
              ) : fit.isError ? (
                <Alert color="red">{errorMessage(fit.error, 'We could not measure the lines just now.')}</Alert>
              ) : (
                <Text c="dimmed">Measuring the lines...</Text>
              )}
              {fit.isError && layout && (
                <Alert color="red">{errorMessage(fit.error, 'We could not measure the last change.')}</Alert>
              )}
              {layout?.problem && (
                <Alert color="red" title="Too tall for this stone">
                  <Stack gap="xs">
                    <Text size="sm">{layout.problem}</Text>
                    {layout.alternative && (
                      <Button
                        size="sm"
                        variant="white"
                        classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
                        onClick={() => replaceEpitaph(layout.alternative!)}
                      >
                        Use a shorter epitaph: {layout.alternative.replace(/\n/g, ' / ')}
                      </Button>
                    )}
                  </Stack>
                </Alert>
              )}
              <Text size="sm" c="dimmed">
                Measured with the {layout?.font ?? 'Libre Baskerville'} typeface at the letter heights we cut: family
                name 2 to 3 in, given names at least 1¼ in, dates and epitaph at least 1 in. The dashed line is the
                margin we keep clear.
              </Text>
            </Stack>
          </div>
          <Stack gap="sm">
            {lines.map((line, index) => {
              const m = measured[index];
              const label = `Line ${index + 1}: ${lineRoleLabels[line.role]}${m ? ` (${inchesText(m.letterHeightIn)} letters)` : ''}`;
              return (
                <div key={index}>
                  <div className={classes.lineRow}>
                    <TextInput
                      label={label}
                      value={line.text}
                      maxLength={80}
                      onChange={(e) => setLine(index, e.currentTarget.value)}
                      error={m && !m.fits ? m.problem : undefined}
                    />
                    {line.role === 'epitaph' && (
                      <Button
                        variant="default"
                        onClick={() => removeLine(index)}
                        aria-label={`Remove line ${index + 1}`}
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                  {m && !m.fits && m.alternative && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      mt={4}
                      classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
                      onClick={() =>
                        m.alternativeKind === 'epitaph'
                          ? replaceEpitaph(m.alternative!)
                          : replaceLine(index, m.alternative!)
                      }
                    >
                      {m.alternativeKind === 'epitaph' ? 'Use this shorter epitaph instead: ' : 'Use instead: '}
                      {m.alternative.replace(/\n/g, ' / ')}
                    </Button>
                  )}
                </div>
              );
            })}
            <Group>
              <Button variant="light" onClick={addLine} disabled={epitaphCount >= MAX_EPITAPH_LINES}>
                Add a line
              </Button>
              <Button variant="subtle" onClick={onClear}>
                Start again
              </Button>
            </Group>
            {attribution && (
              <Text size="sm" c="dimmed">
                Words from {attribution}.
              </Text>
            )}
            <KeepIt
              stone={stone}
              answers={parsedAnswers.success ? answers : null}
              lines={input.lines}
              layout={layout ?? null}
              attribution={attribution}
            />
            <Text size="sm">
              Prefer to talk it over?{' '}
              <Anchor component={Link} to="/contact-us" underline="always">
                Send us a message
              </Anchor>{' '}
              or call either office.
            </Text>
          </Stack>
        </div>
      </Stack>
    </section>
  );
}
