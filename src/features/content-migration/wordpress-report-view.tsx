import { Alert, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { WordPressReport } from '#server/modules/content-migration/content-migration.schema';
import { wordpressReportText } from '#server/modules/content-migration/wordpress-report';
import { blogCategoryLabels, type BlogCategory } from '#server/modules/blog/blog.choices';
import { counted, plural } from '#server/modules/shared/plural';

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

/**
 * What a WordPress export would do, or did: the counts, its problems, the old addresses that
 * will not be redirected, the downloadable report, each post, and the import button.
 */
export function WordPressReportView({
  report,
  busy,
  onImport,
}: {
  report: WordPressReport;
  busy: boolean;
  onImport: () => void;
}) {
  const refusedRedirects = report.posts.filter((p) => p.redirect && 'refused' in p.redirect);
  return (
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
          <Button onClick={onImport} disabled={busy} loading={busy}>
            Import {counted(report.totals.imported, 'post')} as {plural(report.totals.imported, 'a draft', 'drafts')}
          </Button>
        )}
      </Group>
      {report.status === 'applied' && (
        <Alert color="green" role="status">
          Done. The posts are drafts on the blog screen: read each one, then publish it.
        </Alert>
      )}
      <WordPressPosts posts={report.posts} />
    </Stack>
  );
}

/** Each post in the export: what happens to it, its category, its old address and notes. */
function WordPressPosts({ posts }: { posts: WordPressReport['posts'] }) {
  return (
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
          {posts.map((p) => (
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
  );
}
