import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Input, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { RichTextField } from '#src/components/admin/rich-text-editor';
import { notifications } from '@mantine/notifications';
import type { PageContent } from '#server/modules/value-engineering/value-engineering.schema';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import classes from './ve-admin.module.css';

/** A rich-text part of the page with its label, hint and error, like the form's other fields. */
function WordsField({
  label,
  description,
  value,
  error,
  onChange,
}: {
  label: string;
  description?: string;
  value: string;
  error?: string;
  onChange(html: string): void;
}) {
  return (
    <Input.Wrapper className={classes.words} label={label} description={description} error={error} labelElement="div">
      <RichTextField label={label} value={value} onChange={onChange} headings={false} />
    </Input.Wrapper>
  );
}

const WORDS_HINT = 'Bold, italic, lists and links; links to the site’s own pages can be short, like /pricing.';
type Errors = Record<string, string | undefined>;

/**
 * /admin/ve/content: the words of /value-engineering (headings, paragraphs, questions and
 * answers). Staff preview the page's sections as they will be published (sanitized by the
 * server), then save; saving is offered once the current words have been previewed.
 */
export function ContentAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.admin.valueEngineering.content.queryOptions());
  const [draft, setDraft] = useState<PageContent>(data.content);
  const [preview, setPreview] = useState<PageContent | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const previewMutation = useMutation(trpc.admin.valueEngineering.previewContent.mutationOptions());
  const saveMutation = useMutation(trpc.admin.valueEngineering.saveContent.mutationOptions());

  function change(next: Partial<PageContent>) {
    setDraft((d) => ({ ...d, ...next }));
    setPreview(null);
  }

  function failed(error: unknown, fallback: string) {
    const fields = fieldErrors(error);
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setProblem('Please check the highlighted fields.');
    } else setProblem(errorMessage(error, fallback));
  }

  async function showPreview() {
    setProblem(null);
    try {
      setPreview(await previewMutation.mutateAsync(draft));
      setErrors({});
    } catch (error) {
      failed(error, 'The preview could not be made.');
    }
  }

  async function save() {
    setProblem(null);
    try {
      const saved = await saveMutation.mutateAsync(draft);
      setDraft(saved.content);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.valueEngineering.content.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.valueEngineering.page.pathKey() });
      notifications.show({
        title: 'Published',
        message: 'The value-engineering page shows the new words.',
        color: 'green',
      });
    } catch (error) {
      failed(error, 'The words could not be saved.');
    }
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Value-engineering page words
        </Title>
        <Text c="dimmed">
          What /value-engineering says. {data.updatedAt ? 'Last saved by staff.' : 'Showing the original words.'}
        </Text>
      </div>

      <Stack gap="sm">
        <HeadingsAndSections draft={draft} errors={errors} change={change} />
        <Questions faq={draft.faq} error={errors.faq} change={change} />
      </Stack>

      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}

      <Group>
        <Button variant="light" onClick={() => void showPreview()} loading={previewMutation.isPending}>
          Preview
        </Button>
        <Button onClick={() => void save()} loading={saveMutation.isPending} disabled={!preview}>
          Publish these words
        </Button>
        {!preview && (
          <Text size="sm" c="dimmed">
            Preview first, then publish.
          </Text>
        )}
      </Group>

      {preview && <WordsPreview preview={preview} />}
    </Stack>
  );
}

/** The page's title, opening paragraph, and its headings and sections, in the page's order. */
function HeadingsAndSections({
  draft,
  errors,
  change,
}: {
  draft: PageContent;
  errors: Errors;
  change: (next: Partial<PageContent>) => void;
}) {
  return (
    <>
      <TextInput
        label="Page title"
        value={draft.heroTitle}
        error={errors.heroTitle}
        onChange={(e) => change({ heroTitle: e.currentTarget.value })}
      />
      <Textarea
        label="Opening paragraph"
        value={draft.lead}
        error={errors.lead}
        rows={3}
        onChange={(e) => change({ lead: e.currentTarget.value })}
      />
      <TextInput
        label="First heading"
        value={draft.whatTitle}
        error={errors.whatTitle}
        onChange={(e) => change({ whatTitle: e.currentTarget.value })}
      />
      <WordsField
        label="First section"
        description={WORDS_HINT}
        value={draft.whatHtml}
        error={errors.whatHtml}
        onChange={(whatHtml) => change({ whatHtml })}
      />
      <TextInput
        label="Guarantee heading"
        value={draft.guaranteeTitle}
        error={errors.guaranteeTitle}
        onChange={(e) => change({ guaranteeTitle: e.currentTarget.value })}
      />
      <WordsField
        label="Guarantee"
        value={draft.guaranteeHtml}
        error={errors.guaranteeHtml}
        onChange={(guaranteeHtml) => change({ guaranteeHtml })}
      />
      <TextInput
        label="Questions heading"
        value={draft.faqTitle}
        error={errors.faqTitle}
        onChange={(e) => change({ faqTitle: e.currentTarget.value })}
      />
    </>
  );
}

/** The questions and answers, each removable, and the button that adds one (up to 20). */
function Questions({
  faq,
  error,
  change,
}: {
  faq: PageContent['faq'];
  error: string | undefined;
  change: (next: Partial<PageContent>) => void;
}) {
  function setFaq(index: number, next: Partial<PageContent['faq'][number]>) {
    change({ faq: faq.map((item, i) => (i === index ? { ...item, ...next } : item)) });
  }

  return (
    <>
      {error && <Text c="red.9">{error}</Text>}
      {faq.map((item, index) => (
        <Paper key={index} withBorder p="md" radius="md">
          <Stack gap="xs">
            <TextInput
              label={`Question ${index + 1}`}
              value={item.question}
              onChange={(e) => setFaq(index, { question: e.currentTarget.value })}
            />
            <WordsField
              label={`Answer ${index + 1}`}
              value={item.answerHtml}
              onChange={(answerHtml) => setFaq(index, { answerHtml })}
            />
            <div>
              <Button
                variant="outline"
                color="red.9"
                size="sm"
                onClick={() => change({ faq: faq.filter((_, i) => i !== index) })}
              >
                Remove question {index + 1}
              </Button>
            </div>
          </Stack>
        </Paper>
      ))}
      <div>
        <Button
          variant="default"
          onClick={() => change({ faq: [...faq, { question: '', answerHtml: '' }] })}
          disabled={faq.length >= 20}
        >
          Add a question
        </Button>
      </div>
    </>
  );
}

/** The words as they will be published, sanitized by the server. */
function WordsPreview({ preview }: { preview: PageContent }) {
  return (
    <section className={classes.preview} aria-labelledby="preview-title">
      <Text size="sm" c="dimmed" id="preview-title" mb="sm">
        Preview (not yet published)
      </Text>
      <Title order={2}>{preview.heroTitle}</Title>
      <Text my="sm">{preview.lead}</Text>
      <Title order={3}>{preview.whatTitle}</Title>
      <div dangerouslySetInnerHTML={{ __html: preview.whatHtml }} />
      <Title order={3}>{preview.guaranteeTitle}</Title>
      <div dangerouslySetInnerHTML={{ __html: preview.guaranteeHtml }} />
      <Title order={3}>{preview.faqTitle}</Title>
      {preview.faq.map((item) => (
        <div key={item.question}>
          <Title order={4}>{item.question}</Title>
          <div dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </div>
      ))}
    </section>
  );
}
