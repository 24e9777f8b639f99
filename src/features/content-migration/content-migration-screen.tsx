import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  CONTENT_EXPORT_PATH,
  CONTENT_IMPORT_PATH,
  NOT_IN_ARCHIVE,
  WORDPRESS_IMPORT_PATH,
  type ImportReport,
  type WordPressReport,
} from '#server/modules/content-migration/content-migration.schema';
import { blogCategoryLabels, type BlogCategory } from '#server/modules/blog/blog.choices';
import { useTRPC } from '#src/lib/trpc';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const SESSION_ENDED = 'Your session has ended. Please sign in again, then try once more.';
const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

/**
 * Sends a file with XMLHttpRequest (fetch cannot report upload progress) and resolves with the
 * server's JSON answer, or rejects with words staff can act on.
 */
function sendFile<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: (T & { error?: string }) | null;
      try {
        body = JSON.parse(xhr.responseText) as T & { error?: string };
      } catch {
        body = null;
      }
      if (xhr.status === 401) return reject(new Error(SESSION_ENDED));
      if ((xhr.status === 200 || xhr.status === 422) && body && !body.error) return resolve(body);
      reject(new Error(body?.error ?? `That did not work (error ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new Error(UNREACHABLE));
    xhr.send(file);
  });
}

function Problems({ problems, more }: { problems: string[]; more: number }) {
  return (
    <Alert color="red" title="This file cannot be imported" role="alert">
      <List size="sm" spacing={4}>
        {problems.map((problem, i) => (
          <List.Item key={i}>{problem}</List.Item>
        ))}
      </List>
      {more > 0 && <Text size="sm">…and {more} more.</Text>}
      <Text size="sm" mt="xs">
        Nothing was changed.
      </Text>
    </Alert>
  );
}

function UploadProgress({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4}>
      <Progress value={value * 100} aria-label={label} size="lg" />
      <Text size="sm" aria-live="polite">
        {value < 1 ? `${label}: ${Math.round(value * 100)}%` : `${label}: checking the file…`}
      </Text>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Export

function ExportCard() {
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
        setProgress({ received, total });
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

// ---------------------------------------------------------------------------------------------
// Import an archive

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

function ImportCard() {
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
                Archive made {new Date(report.archive.exportedAt).toLocaleString()}
                {report.archive.includesLeads ? ', with leads' : ''}. {report.files.toAdd} of {report.files.total}{' '}
                picture files {report.status === 'preview' ? 'would be added' : 'were added'}; the rest are already
                here.
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

// ---------------------------------------------------------------------------------------------
// WordPress

const OUTCOME_LABEL: Record<WordPressReport['posts'][number]['outcome'], string> = {
  new: 'New draft',
  exists: 'Already here',
  added: 'Added as a draft',
  skipped: 'Already here',
};

function WordPressCard() {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<{ label: string; value: number } | null>(null);
  const [report, setReport] = useState<WordPressReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(mode: 'preview' | 'apply') {
    if (!file) return setError('Please choose the WordPress export file (.xml).');
    setError(null);
    const label = mode === 'preview' ? 'Uploading to check' : 'Importing';
    setUpload({ label, value: 0 });
    try {
      setReport(
        await sendFile<WordPressReport>(`${WORDPRESS_IMPORT_PATH}?mode=${mode}`, file, (value) =>
          setUpload({ label, value }),
        ),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setUpload(null);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="wordpress-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="wordpress-heading">
          Bring posts over from WordPress
        </Title>
        <Text>
          In WordPress, choose Tools → Export → Posts and download the file. Its posts arrive here as drafts, with their
          dates, categories and featured images; the old addresses send visitors to the new posts once you publish them.
          Posts already on the blog are left as they are.
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
          <Button
            onClick={() => void send('preview')}
            loading={upload?.label === 'Uploading to check'}
            disabled={!!upload}
          >
            Check the export
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
              {report.status === 'preview'
                ? `What importing “${report.site?.title ?? 'this export'}” would do`
                : 'Imported'}
            </Title>
            <Text size="sm">
              {report.status === 'preview'
                ? `${report.totals.added} new drafts, ${report.totals.skipped} already here, ${report.totals.covers} featured images to fetch, ${report.totals.redirects} old addresses to redirect.`
                : `${report.totals.added} drafts added, ${report.totals.skipped} already here, ${report.totals.covers} featured images brought over, ${report.totals.redirects} old addresses redirected.`}
              {report.totals.ignored > 0 && ` ${report.totals.ignored} pages and other items were left out.`}
            </Text>
            {report.problems.length > 0 && (
              <List size="sm">
                {report.problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            )}
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Post</Table.Th>
                    <Table.Th>Result</Table.Th>
                    <Table.Th>Category</Table.Th>
                    <Table.Th>Old address</Table.Th>
                    <Table.Th>Notes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.posts.map((p) => (
                    <Table.Tr key={p.slug}>
                      <Table.Td>{p.title}</Table.Td>
                      <Table.Td>{OUTCOME_LABEL[p.outcome]}</Table.Td>
                      <Table.Td>{blogCategoryLabels[p.category as BlogCategory] ?? p.category}</Table.Td>
                      <Table.Td>{p.oldPath ?? '—'}</Table.Td>
                      <Table.Td>{p.note ?? (p.cover === 'to fetch' ? 'Featured image to fetch' : '')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {report.status === 'preview' && report.totals.added > 0 && (
              <Group>
                <Button
                  color="green"
                  onClick={() => void send('apply')}
                  loading={upload?.label === 'Importing'}
                  disabled={!!upload}
                >
                  Import {report.totals.added} posts as drafts
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/content-migration: export the site's content, import an archive, bring posts from WordPress. */
export function ContentMigrationScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Content migration</Title>
      <ExportCard />
      <ImportCard />
      <WordPressCard />
    </Stack>
  );
}
