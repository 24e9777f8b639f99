import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, List, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { CONTENT_EXPORT_PATH, NOT_IN_ARCHIVE } from '#server/modules/content-migration/content-migration.schema';
import { useTRPC } from '#src/lib/trpc';
import { SESSION_ENDED, size, UNREACHABLE } from './migration-upload';

/**
 * Downloads the archive (leads only when asked), reporting the bytes received, and saves it into
 * the browser's downloads; resolves with the file's name and size.
 */
async function downloadArchive(
  includeLeads: boolean,
  onProgress: (progress: { received: number; total: number }) => void,
): Promise<{ name: string; received: number }> {
  const response = await fetch(`${CONTENT_EXPORT_PATH}?leads=${includeLeads}`);
  if (response.status === 401) throw new Error(SESSION_ENDED);
  if (!response.ok || !response.body)
    throw new Error(`The export did not work (error ${response.status}). Please try again.`);
  const total = Number(response.headers.get('content-length')) || 0;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'content.zip';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done: finished, value } = await reader.read();
    if (finished) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  if (total && received !== total) throw new Error('The download stopped part-way. Please try again.');
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { name, received };
}

/** Export: what the archive holds (and leaves out), leads only if ticked, and the download with its progress. */
export function ExportCard() {
  const trpc = useTRPC();
  const { data: overview } = useSuspenseQuery(trpc.admin.contentMigration.overview.queryOptions());
  const [includeLeads, setIncludeLeads] = useState(false);
  const [progress, setProgress] = useState<{ received: number; total: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sections = overview.sections.filter((s) => includeLeads || !s.personal);

  async function download() {
    setError(null);
    setDone(null);
    setProgress({ received: 0, total: 0 });
    try {
      const { name, received } = await downloadArchive(includeLeads, setProgress);
      setDone(`${name} (${size(received)}) is in your downloads.`);
    } catch (e) {
      setError(e instanceof TypeError ? UNREACHABLE : e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="export-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="export-heading">
          Export the site&rsquo;s content
        </Title>
        <Text>
          One file with the content staff have made here, to carry it into another copy of the site: the sections below,
          pictures with their original files, and leads only if you tick the box.
        </Text>
        <Text fw={600} id="not-in-archive">
          It is not a backup of the site. It leaves out:
        </Text>
        <List size="sm" spacing={2} aria-labelledby="not-in-archive" data-testid="not-in-archive">
          {NOT_IN_ARCHIVE.map((item) => (
            <List.Item key={item.label}>{item.label}</List.Item>
          ))}
        </List>
        <Text size="sm">
          Everything, these included, is in the full backup the server makes every night when it uses its built-in
          database, or with <code>npm run backup</code>. The dashboard shows the last good one.
        </Text>
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Content</Table.Th>
                <Table.Th ta="right">Items</Table.Th>
                <Table.Th ta="right">Files</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sections.map((s) => (
                <Table.Tr key={s.name}>
                  <Table.Td>{s.label}</Table.Td>
                  <Table.Td ta="right">{s.records}</Table.Td>
                  <Table.Td ta="right">{s.files || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Checkbox
          label="Include leads (contact and estimate messages, with people's names, emails and phone numbers)"
          checked={includeLeads}
          onChange={(e) => setIncludeLeads(e.currentTarget.checked)}
          disabled={!!progress}
        />
        <Group>
          <Button onClick={() => void download()} loading={!!progress}>
            Download the archive
          </Button>
        </Group>
        {progress && (
          <Stack gap={4}>
            <Progress
              value={progress.total ? (progress.received / progress.total) * 100 : 0}
              aria-label="Export downloaded"
              size="lg"
            />
            <Text size="sm" aria-live="polite">
              {progress.total ? `${size(progress.received)} of ${size(progress.total)}` : 'Gathering the content…'}
            </Text>
          </Stack>
        )}
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {error && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
