import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CONTENT_IMPORT_PATH, type ImportReport } from '#server/modules/content-migration/content-migration.schema';
import { useStaffTime } from '#src/lib/staff-time';
import { useTRPC } from '#src/lib/trpc';
import { counted, plural } from '#server/modules/shared/plural';
import { Problems, sendFile, UploadProgress } from './migration-upload';

/** What an archive adds and changes, section by section, with the items named. */
function SectionsTable({ report }: { report: ImportReport }) {
  const applied = report.status === 'applied';
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Content</Table.Th>
            <Table.Th ta="right">{applied ? 'Added' : 'To add'}</Table.Th>
            <Table.Th ta="right">{applied ? 'Changed' : 'To change'}</Table.Th>
            <Table.Th ta="right">Already the same</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.sections.map((s) => (
            <Table.Tr key={s.name}>
              <Table.Td>{s.label}</Table.Td>
              <Table.Td ta="right">{s.added}</Table.Td>
              <Table.Td ta="right">{s.changed}</Table.Td>
              <Table.Td ta="right">{s.unchanged}</Table.Td>
              <Table.Td>
                {[...s.addedLabels.map((l) => `+ ${l}`), ...s.changedLabels.map((l) => `~ ${l}`)].map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
                {s.added + s.changed > s.addedLabels.length + s.changedLabels.length && (
                  <Text size="sm" c="dimmed">
                    …and {s.added + s.changed - s.addedLabels.length - s.changedLabels.length} more
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Import an archive: checked first (what it would add and change), then imported on a second press. */
export function ImportCard() {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<{ label: string; value: number } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(mode: 'preview' | 'apply') {
    if (!file) return setError('Please choose an archive exported from this screen (a .zip file).');
    setError(null);
    const label = mode === 'preview' ? 'Uploading to check' : 'Uploading to import';
    setUpload({ label, value: 0 });
    try {
      const result = await sendFile<ImportReport>(`${CONTENT_IMPORT_PATH}?mode=${mode}`, file, (value) =>
        setUpload({ label, value }),
      );
      setReport(result);
      if (result.status === 'applied')
        await queryClient.invalidateQueries(trpc.admin.contentMigration.overview.pathFilter());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setUpload(null);
    }
  }

  const changes = report ? report.sections.reduce((n, s) => n + s.added + s.changed, 0) + report.files.toAdd : 0;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="import-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="import-heading">
          Import an archive
        </Title>
        <Text>
          Choose an archive exported from this screen (here or on another copy of the site). It is checked first and you
          see what would be added and changed; nothing changes until you press Import. Importing the same archive again
          changes nothing.
        </Text>
        <FileInput
          label="Content archive"
          description="The .zip file the export gave you"
          accept="application/zip,.zip"
          value={file}
          onChange={(f) => {
            setFile(f);
            setReport(null);
            setError(null);
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          maw={460}
          error={error && !file ? error : undefined}
        />
        <Group>
          <Button
            onClick={() => void send('preview')}
            loading={upload?.label === 'Uploading to check'}
            disabled={!!upload}
          >
            Check the archive
          </Button>
        </Group>
        {upload && <UploadProgress label={upload.label} value={upload.value} />}
        {error && file && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        {report?.status === 'refused' && <Problems problems={report.problems} more={report.moreProblems} />}
        {report && report.status !== 'refused' && (
          <Stack gap="sm" aria-live="polite">
            <Title order={3} size="h4">
              {report.status === 'preview' ? 'What importing would do' : 'Imported'}
            </Title>
            {report.archive && (
              <Text size="sm">
                Archive made {dates.dateTime(report.archive.exportedAt)}
                {report.archive.includesLeads ? ', with leads' : ''}. {report.files.toAdd} of{' '}
                {counted(report.files.total, 'picture file')}{' '}
                {report.status === 'preview' ? 'would be added' : plural(report.files.toAdd, 'was', 'were') + ' added'};
                the rest are already here.
              </Text>
            )}
            <SectionsTable report={report} />
            {report.status === 'preview' &&
              (changes > 0 ? (
                <Group>
                  <Button
                    color="green"
                    onClick={() => void send('apply')}
                    loading={upload?.label === 'Uploading to import'}
                    disabled={!!upload}
                  >
                    Import now
                  </Button>
                </Group>
              ) : (
                <Alert color="blue" role="status">
                  This site already holds everything in this archive. There is nothing to import.
                </Alert>
              ))}
            {report.status === 'applied' && (
              <Alert color="green" role="status">
                Done. The site shows the imported content now.
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
