import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { designLabel } from '#server/modules/calculator/calculator.choices';
import { configurationSchema } from '#server/modules/calculator/calculator.schema';
import { useTRPC } from '#src/lib/trpc';
import { CalculatorNav } from './calculator-nav';
import { useCalculatorDraft } from './calculator-client';
import { BreakdownView } from './breakdown-view';
import { ConfigurationEditor, emptyConfiguration, type EditableConfiguration } from './configuration-editor';

/** /admin/calculator/test: price any monument with the draft and the published prices, side by side. */
export function TestScreen() {
  const trpc = useTRPC();
  const { draft } = useCalculatorDraft();
  const templates = draft.document.templates;
  const [templateKey, setTemplateKey] = useState<string | null>(templates[0]?.key ?? null);
  const fromTemplate = (key: string | null): EditableConfiguration => {
    const template = templates.find((t) => t.key === key);
    return template
      ? { ...emptyConfiguration(), ...structuredClone(template.configuration), templateKey: null }
      : emptyConfiguration();
  };
  const [configuration, setConfiguration] = useState<EditableConfiguration>(() => fromTemplate(templateKey));
  const [submitted, setSubmitted] = useState<EditableConfiguration | null>(() => fromTemplate(templateKey));
  const [problem, setProblem] = useState<string | null>(null);
  const priced = useQuery({
    ...trpc.admin.calculator.testPrice.queryOptions({ configuration: submitted ?? emptyConfiguration() }),
    enabled: submitted !== null && submitted.parts.length > 0,
  });

  function priceIt() {
    const parsed = configurationSchema.safeParse(configuration);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(`${issue.path.join(' ')}: ${issue.message}`);
      return;
    }
    if (parsed.data.parts.length === 0) {
      setProblem('Please add at least one part.');
      return;
    }
    setProblem(null);
    setSubmitted(structuredClone(configuration));
  }

  const side = (title: string, result: NonNullable<typeof priced.data>['draft']) =>
    result.ok ? (
      <BreakdownView title={title} breakdown={result.breakdown} />
    ) : (
      <Alert color="orange" title={title}>
        {result.message}
      </Alert>
    );

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <div>
        <Title order={1} size="h2">
          Test prices
        </Title>
        <Text c="dimmed" maw={760}>
          Build any monument, or start from a template, and see every step of its price with your draft and with the
          published prices.
        </Text>
      </div>
      <Group align="flex-end">
        <Select
          label="Start from a template"
          data={templates.map((t) => ({ value: t.key, label: designLabel(t, draft.document.partTypes) }))}
          value={templateKey}
          onChange={(key) => {
            setTemplateKey(key);
            setConfiguration(fromTemplate(key));
          }}
          w={420}
          maw="100%"
          searchable
        />
      </Group>
      <ConfigurationEditor document={draft.document} value={configuration} onChange={setConfiguration} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <Button onClick={priceIt}>Price it</Button>
        {priced.isFetching && <Loader size="sm" aria-label="Pricing" />}
      </Group>
      {priced.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {side('Draft', priced.data.draft)}
          {side(
            priced.data.publishedVersionId ? `Published (version ${priced.data.publishedVersionId})` : 'Published',
            priced.data.published,
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
