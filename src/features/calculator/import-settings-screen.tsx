import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Code, FileInput, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SECTION_LABELS } from '#server/modules/calculator/calculator.choices';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { ScrollRegion } from './scroll-region';
import { CalculatorNav } from './calculator-nav';
import { counted } from '#server/modules/shared/plural';

type Preview = RouterOutputs['admin']['calculator']['importPreview'];
type Change = Extract<Preview, { ok: true }>['changes'][number];
type Problem = Extract<Preview, { ok: false }>['problems'][number];

/** /admin/calculator/import-settings: the whole configuration as one file, out and back in. */
export function ImportSettingsScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileText, setFileText] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const previewMutation = useMutation(trpc.admin.calculator.importPreview.mutationOptions());
  const apply = useMutation(
    trpc.admin.calculator.importApply.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.calculator.pathKey() }),
    }),
  );

  async function exportFile() {
    setExporting(true);
    try {
      const result = await queryClient.fetchQuery({
        ...trpc.admin.calculator.exportSettings.queryOptions(),
        staleTime: 0,
      });
      const url = URL.createObjectURL(new Blob([result.text], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = result.filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notifications.show({
        title: 'Exported',
        message: `${result.filename} (${Math.round(result.bytes / 1024)} kB)`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not exported', message: errorMessage(error), color: 'red' });
    } finally {
      setExporting(false);
    }
  }

  async function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setFileText(null);
    if (!next) return;
    try {
      const text = await next.text();
      setFileText(text);
      setPreview(await previewMutation.mutateAsync({ fileText: text }));
    } catch (error) {
      notifications.show({ title: 'Could not read the file', message: errorMessage(error), color: 'red' });
    }
  }

  async function confirmApply() {
    if (!fileText || !preview?.ok) return;
    try {
      await apply.mutateAsync({ fileText, baseRevision: preview.revision });
      notifications.show({
        title: 'Imported into the draft',
        message: 'Check the overview, then publish when ready.',
        color: 'green',
      });
      setConfirming(false);
      setPreview(null);
      setFile(null);
      setFileText(null);
    } catch (error) {
      setConfirming(false);
      notifications.show({ title: 'Not imported', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <div>
        <Title order={1} size="h2">
          Import and export settings
        </Title>
        <Text c="dimmed" maw={760}>
          Export the whole draft (colors, parts, formulas, tables, templates) as one file to keep or to move to another
          site. An imported file is checked and every change shown before it replaces the draft.
        </Text>
      </div>
      <Group>
        <Button onClick={exportFile} loading={exporting}>
          Export the draft
        </Button>
      </Group>

      <FileInput
        label="Import a settings file"
        description="A .json file exported from this screen"
        accept="application/json,.json"
        value={file}
        onChange={choose}
        clearable
        maw={420}
      />
      {previewMutation.isPending && <Text size="sm">Checking the file...</Text>}

      {preview && !preview.ok && <ImportProblems problems={preview.problems} />}

      {preview?.ok && <ImportChanges changes={preview.changes} onReplace={() => setConfirming(true)} />}

      <ReplaceDraftDialog
        opened={confirming}
        fileName={file?.name}
        applying={apply.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirmApply}
      />
    </Stack>
  );
}

/** Why the chosen file cannot be imported, each problem at its place in the file. */
function ImportProblems({ problems }: { problems: Problem[] }) {
  return (
    <Alert color="red" title="This file cannot be imported" role="alert">
      <List size="sm">
        {problems.map((p, i) => (
          <List.Item key={i}>
            <Code>{p.path}</Code>: {p.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** What importing the file would change in the draft, and the button that asks to do it. */
function ImportChanges({ changes, onReplace }: { changes: Change[]; onReplace: () => void }) {
  return (
    <section aria-labelledby="preview-heading">
      <Title order={2} size="h3" id="preview-heading">
        {changes.length ? `${counted(changes.length, 'change')} to the draft` : 'The file matches the draft'}
      </Title>
      {changes.length > 0 && (
        <ScrollRegion label="Changes in the file" minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>Fields</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={`${c.section}-${c.key}-${c.action}`}>
                  <Table.Td>
                    {c.name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({SECTION_LABELS[c.section].one})
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={c.action === 'remove' ? 'red' : c.action === 'add' ? 'green' : 'blue'}
                      variant="light"
                    >
                      {c.action === 'add' ? 'added' : c.action === 'remove' ? 'removed' : 'changed'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{c.fields.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Group mt="md">
        <Button onClick={onReplace} disabled={changes.length === 0}>
          Replace the draft with this file
        </Button>
      </Group>
    </section>
  );
}

/** Asks before the draft becomes exactly what is in the file. */
function ReplaceDraftDialog({
  opened,
  fileName,
  applying,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  fileName: string | undefined;
  applying: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Replace the draft?" centered>
      <Stack>
        <Text size="sm">
          The draft becomes exactly what is in {fileName}. Families see nothing until you publish on the overview.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={applying}>
            Replace the draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
