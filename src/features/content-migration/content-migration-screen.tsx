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
  type WordPressProgress,
  type WordPressReport,
} from '#server/modules/content-migration/content-migration.schema';
import { wordpressReportText } from '#server/modules/content-migration/wordpress-report';
import { blogCategoryLabels, type BlogCategory } from '#server/modules/blog/blog.choices';
import { useStaffTime } from '#src/lib/staff-time';
import { useTRPC } from '#src/lib/trpc';
import { counted, plural } from '#server/modules/shared/plural';

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

// ---------------------------------------------------------------------------------------------
// WordPress

type WordPressPost = WordPressReport['posts'][number];

const OUTCOME_LABEL: Record<WordPressPost['outcome'], string> = {
  new: 'New draft',
  exists: 'Already here',
  added: 'Added as a draft',
  skipped: 'Already here',
  private: 'Not imported (private)',
  password: 'Not imported (password)',
  unreadable: 'Not imported',
};

/**
 * Sends the export for import and follows its progress: the server answers with lines of JSON
 * (`progress` while pictures are fetched, then `report`), read as they arrive.
 */
function importWithProgress(
  url: string,
  file: File,
  onUpload: (fraction: number) => void,
  onProgress: (progress: WordPressProgress) => void,
): Promise<WordPressReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    let read = 0;
    const lines = (): Array<{ progress?: WordPressProgress; report?: WordPressReport; error?: string }> => {
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n');
      if (end < read) return [];
      const chunk = text.slice(read, end);
      read = end + 1;
      return chunk
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as { progress?: WordPressProgress; report?: WordPressReport; error?: string }];
          } catch {
            return [];
          }
        });
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    const streamed = () => /x-ndjson/.test(xhr.getResponseHeader('Content-Type') ?? '');
    // The last line (the report) may arrive in the same chunk as the last progress: kept here.
    let last: { report?: WordPressReport; error?: string } | null = null;
    const take = () => {
      for (const line of lines()) {
        if (line.progress) onProgress(line.progress);
        if (line.report || line.error) last = line;
      }
    };
    xhr.onprogress = () => {
      if (streamed()) take();
    };
    xhr.onload = () => {
      if (xhr.status === 401) return reject(new Error(SESSION_ENDED));
      if (xhr.status === 200 && streamed()) {
        take();
        const final = last as { report?: WordPressReport; error?: string } | null;
        if (final?.report) return resolve(final.report);
        if (final?.error) return reject(new Error(final.error));
        return reject(new Error('The import stopped before it finished. Please check the blog, then try again.'));
      }
      let body: (WordPressReport & { error?: string }) | null;
      try {
        body = JSON.parse(xhr.responseText) as WordPressReport & { error?: string };
      } catch {
        body = null;
      }
      if ((xhr.status === 200 || xhr.status === 422) && body && !body.error) return resolve(body);
      reject(new Error(body?.error ?? `That did not work (error ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new Error(UNREACHABLE));
    xhr.send(file);
  });
}

/** The report's counts, as the downloadable report words them. */
function WordPressSummary({ report }: { report: WordPressReport }) {
  const t = report.totals;
  const applied = report.status === 'applied';
  const notImported = t.skipped.alreadyHere + t.skipped.private + t.skipped.password + t.skipped.unreadable;
  const rows: Array<[string, string]> = [
    ['Posts in the file', String(t.posts)],
    [applied ? 'Imported as drafts' : 'To import as drafts', String(t.imported)],
    [
      'Not imported',
      `${notImported}: already on the blog ${t.skipped.alreadyHere}, private ${t.skipped.private}, password ${t.skipped.password}, unreadable ${t.skipped.unreadable}`,
    ],
    applied
      ? ['Pictures', `${t.images.fetched} fetched, ${t.images.alreadyHere} already here, ${t.images.failed} failed`]
      : ['Pictures', `${t.images.toFetch} to fetch, ${t.images.alreadyHere} already here`],
    [
      'Shortcodes and embeds',
      `${t.shortcodes.converted} converted, ${t.shortcodes.links} made plain links, ${t.shortcodes.removed} removed`,
    ],
    [
      applied ? 'Redirects from old addresses' : 'Redirects to make',
      `${t.redirects.made} ${applied ? 'made' : 'to make'}, ${t.redirects.refused} refused`,
    ],
    ['Pages and other items left out', String(t.ignored)],
  ];
  return (
    <Table striped withRowBorders={false} aria-label="Import report">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const redirectText = (redirect: WordPressPost['redirect']) =>
  !redirect
    ? '—'
    : 'refused' in redirect
      ? `${redirect.from}: not redirected, ${redirect.refused}`
      : `${redirect.from} → ${redirect.waitingFor ? `/blog until published, then ${redirect.waitingFor}` : redirect.to}`;

function postNotes(post: WordPressPost): string[] {
  const notes = post.note ? [post.note] : [];
  for (const image of post.images) {
    if (image.outcome === 'failed') notes.push(`Picture not brought over: ${image.url} (${image.reason ?? 'failed'})`);
  }
  const pictures = post.images.filter((i) => i.outcome !== 'failed').length;
  if (pictures) notes.push(`${counted(pictures, 'picture')}`);
  for (const s of post.shortcodes) {
    notes.push(
      s.action === 'converted'
        ? `[${s.name}]: ${s.detail}`
        : s.action === 'link'
          ? `[${s.name}] became a link to ${s.detail}`
          : `[${s.name}] removed (${s.detail})`,
    );
  }
  return notes;
}

function downloadReport(report: WordPressReport) {
  const url = URL.createObjectURL(new Blob([wordpressReportText(report)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `wordpress-import-report-${new Date().toISOString().slice(0, 10)}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function WordPressCard() {
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
  const refusedRedirects = report?.posts.filter((p) => p.redirect && 'refused' in p.redirect) ?? [];

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
          <Stack gap="sm" aria-live="polite">
            <Title order={3} size="h4">
              {report.status === 'preview'
                ? `What importing “${report.site?.title ?? 'this export'}” would do`
                : 'Import report'}
            </Title>
            <WordPressSummary report={report} />
            {report.problems.length > 0 && (
              <List size="sm">
                {report.problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            )}
            {refusedRedirects.length > 0 && (
              <Alert color="blue" title="Old addresses that will not be redirected">
                <List size="sm" spacing={4}>
                  {refusedRedirects.map((p) => (
                    <List.Item key={p.slug}>{redirectText(p.redirect)}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group>
              <Button variant="default" onClick={() => downloadReport(report)}>
                Download the report
              </Button>
              {report.status === 'preview' && report.totals.imported > 0 && (
                <Button onClick={() => void send('apply')} disabled={busy} loading={busy}>
                  Import {counted(report.totals.imported, 'post')} as{' '}
                  {plural(report.totals.imported, 'a draft', 'drafts')}
                </Button>
              )}
            </Group>
            {report.status === 'applied' && (
              <Alert color="green" role="status">
                Done. The posts are drafts on the blog screen: read each one, then publish it.
              </Alert>
            )}
            <Table.ScrollContainer minWidth={720}>
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
                      <Table.Td>{redirectText(p.redirect)}</Table.Td>
                      <Table.Td>
                        {postNotes(p).map((note, i) => (
                          <Text key={i} size="sm">
                            {note}
                          </Text>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
