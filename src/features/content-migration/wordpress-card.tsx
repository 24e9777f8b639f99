import { useState } from 'react';
import { Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  WORDPRESS_IMPORT_PATH,
  type WordPressProgress,
  type WordPressReport,
} from '#server/modules/content-migration/content-migration.schema';
import { Problems, sendFile, UploadProgress } from './migration-upload';
import { importWithProgress } from './wordpress-import';
import { WordPressReportView } from './wordpress-report-view';

/** WordPress: the export file checked first, then its posts imported as drafts while their pictures are fetched. */
export function WordPressCard() {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<{ label: string; value: number } | null>(null);
  const [fetching, setFetching] = useState<WordPressProgress | null>(null);
  const [report, setReport] = useState<WordPressReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(mode: 'preview' | 'apply') {
    if (!file) return setError('Please choose the WordPress export file (.xml).');
    setError(null);
    const label = mode === 'preview' ? 'Uploading to check' : 'Uploading to import';
    setUpload({ label, value: 0 });
    try {
      const url = `${WORDPRESS_IMPORT_PATH}?mode=${mode}`;
      const onUpload = (value: number) => setUpload({ label, value });
      setReport(
        mode === 'preview'
          ? await sendFile<WordPressReport>(url, file, onUpload)
          : await importWithProgress(url, file, onUpload, (progress) => {
              setUpload(null);
              setFetching(progress);
            }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setUpload(null);
      setFetching(null);
    }
  }

  const busy = !!upload || !!fetching;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="wordpress-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="wordpress-heading">
          Bring posts over from WordPress
        </Title>
        <Text>
          In WordPress, choose Tools → Export → Posts and download the file. Its posts arrive here as drafts with their
          dates, categories, pictures and captions; the pictures are copied to this site. Private and password-protected
          posts stay behind. Old addresses send visitors to the blog until you publish each post, then to the post
          itself. Posts already on the blog are left as they are.
        </Text>
        <FileInput
          label="WordPress export file"
          description="The .xml file WordPress gives you"
          accept="application/xml,text/xml,.xml"
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
          <Button onClick={() => void send('preview')} loading={upload?.label === 'Uploading to check'} disabled={busy}>
            Check the export
          </Button>
        </Group>
        {upload && <UploadProgress label={upload.label} value={upload.value} />}
        {fetching && (
          <Stack gap={4}>
            <Progress
              value={fetching.total ? (fetching.done / fetching.total) * 100 : 100}
              aria-label="Import progress"
              size="lg"
            />
            <Text size="sm" aria-live="polite">
              {fetching.total && fetching.done < fetching.total
                ? `${fetching.label}: ${fetching.done} of ${fetching.total}`
                : 'Saving the drafts…'}
            </Text>
          </Stack>
        )}
        {error && file && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        {report?.status === 'refused' && <Problems problems={report.problems} more={report.moreProblems} />}
        {report && report.status !== 'refused' && (
          <WordPressReportView report={report} busy={busy} onImport={() => void send('apply')} />
        )}
      </Stack>
    </Paper>
  );
}
