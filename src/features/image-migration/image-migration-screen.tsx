import { useRef, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { galleryCopy } from '#content/gallery';
import { GALLERY_CATEGORIES } from '#server/modules/gallery/gallery-categories';
import { SITE_IMAGE_CATEGORIES } from '#server/modules/site-images/site-images.admin-schema';
import { parseUrlList, type ImportDestination } from '#server/modules/image-migration/image-migration.schema';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { StatusPill, type PillTone } from '#src/kernels/media/status-pill';
import { siteImageUsage } from '../site-images/site-image-usage';

type RegenerateResult = RouterOutputs['admin']['imageMigration']['regenerateBatch']['results'][number];
type ImportResult = RouterOutputs['admin']['imageMigration']['importUrl'];

const REGENERATE_TONE: Record<RegenerateResult['outcome'], PillTone> = {
  complete: 'neutral',
  rebuilt: 'success',
  failed: 'danger',
};
const IMPORT_TONE: Record<ImportResult['outcome'], PillTone> = {
  imported: 'success',
  skipped: 'neutral',
  failed: 'danger',
};
const IMPORT_LABEL: Record<ImportResult['outcome'], string> = {
  imported: 'Imported',
  skipped: 'Already imported',
  failed: 'Not imported',
};

const destinations = [
  { group: 'Gallery', items: GALLERY_CATEGORIES.map((c) => ({ value: `gallery:${c}`, label: galleryCopy[c].name })) },
  {
    group: 'Site images',
    items: SITE_IMAGE_CATEGORIES.map((c) => ({ value: `site:${c}`, label: siteImageUsage[c].name })),
  },
];

/** "gallery:stock_items" -> { kind: 'gallery', category: 'stock_items' } (values come from the list above). */
function parseDestination(value: string): ImportDestination {
  const [kind, category] = value.split(':');
  return { kind, category } as ImportDestination;
}

/** Rebuilds missing image sizes, batch by batch, with exact progress and a result per image. */
function RegenerateCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: status } = useSuspenseQuery(trpc.admin.imageMigration.status.queryOptions());
  const batch = useMutation(trpc.admin.imageMigration.regenerateBatch.mutationOptions());
  const [force, setForce] = useState(false);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<RegenerateResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  const total = status.gallery.total + status.site.total;

  async function run() {
    stop.current = false;
    setRunning(true);
    setResults([]);
    setError(null);
    let cursor: string | null = null;
    try {
      do {
        const page: { results: RegenerateResult[]; nextCursor: string | null } = await batch.mutateAsync({
          cursor,
          force,
          limit: 5,
        });
        setResults((r) => [...r, ...page.results]);
        cursor = page.nextCursor;
      } while (cursor && !stop.current);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries(trpc.admin.imageMigration.status.pathFilter());
    }
  }

  const counts = { complete: 0, rebuilt: 0, failed: 0 };
  for (const r of results) counts[r.outcome]++;
  const worth = results.filter((r) => r.outcome !== 'complete');
  const done = results.length;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="regenerate-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="regenerate-heading">
          Rebuild missing image sizes
        </Title>
        <Text>
          Every image is kept in three sizes (thumbnail, medium and large) in WebP and AVIF. This checks all {total}{' '}
          images ({status.gallery.total} in the gallery, {status.site.total} site images) and rebuilds any size that is
          missing or out of date from the original. {status.gallery.needsWork + status.site.needsWork} look incomplete
          right now. It is safe to run again.
        </Text>
        <Checkbox
          label="Rebuild every image, even complete ones (slower; only needed after a change to the image settings)"
          checked={force}
          onChange={(e) => setForce(e.currentTarget.checked)}
          disabled={running}
        />
        <Group>
          <Button onClick={() => void run()} loading={running} disabled={total === 0}>
            Check all images
          </Button>
          {running && (
            <Button variant="default" onClick={() => (stop.current = true)}>
              Stop after this batch
            </Button>
          )}
        </Group>
        {(running || done > 0) && (
          <Stack gap={6}>
            <Progress value={total ? Math.min(100, (done / total) * 100) : 100} aria-label="Images checked" size="lg" />
            <Text aria-live="polite">
              {done} of {total} checked: {counts.complete} already complete, {counts.rebuilt} rebuilt, {counts.failed}{' '}
              failed.
            </Text>
          </Stack>
        )}
        {error && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        {worth.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Image</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {worth.map((r) => (
                  <Table.Tr key={`${r.kind}-${r.id}`}>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td>
                      <StatusPill tone={REGENERATE_TONE[r.outcome]}>
                        {r.outcome === 'rebuilt' ? 'Rebuilt' : 'Failed'}
                      </StatusPill>
                    </Table.Td>
                    <Table.Td>{r.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

interface ImportRow {
  url: string;
  result: ImportResult | null;
}

/** Imports images from the old site's addresses, one request each, skipping ones already imported. */
function ImportCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const importUrl = useMutation(trpc.admin.imageMigration.importUrl.mutationOptions());
  const [text, setText] = useState('');
  const [destination, setDestination] = useState<string | null>('gallery:set_monuments');
  const [publish, setPublish] = useState(false);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [running, setRunning] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const stop = useRef(false);

  async function run() {
    const urls = parseUrlList(text);
    if (urls.length === 0) return setFormError('Paste at least one address, one per line.');
    if (!destination) return setFormError('Choose where the images go.');
    setFormError(null);
    stop.current = false;
    setRunning(true);
    setRows(urls.map((url) => ({ url, result: null })));
    const target = parseDestination(destination);
    for (const [index, url] of urls.entries()) {
      if (stop.current) break;
      let result: ImportResult;
      try {
        result = await importUrl.mutateAsync({
          url,
          destination: target,
          publish: target.kind === 'gallery' && publish,
        });
      } catch (e) {
        result = { outcome: 'failed', message: errorMessage(e) };
      }
      setRows((list) => list.map((row, i) => (i === index ? { ...row, result } : row)));
    }
    setRunning(false);
    await queryClient.invalidateQueries(trpc.admin.imageMigration.status.pathFilter());
    await queryClient.invalidateQueries(trpc.admin.gallery.list.pathFilter());
    await queryClient.invalidateQueries(trpc.admin.siteImages.list.pathFilter());
  }

  const isGallery = destination?.startsWith('gallery:') ?? false;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="import-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="import-heading">
          Import images from old addresses
        </Title>
        <Text>
          Paste the web addresses of images from the old site, one per line. Each is downloaded, checked, resized and
          stored like an upload. Addresses already imported are skipped, so you can run the same list again.
        </Text>
        <Select
          label="Add the images to"
          data={destinations}
          value={destination}
          onChange={setDestination}
          allowDeselect={false}
          disabled={running}
          maw={360}
        />
        <Textarea
          label="Image addresses"
          description="For example https://old-site.example/uploads/blue-pearl-slant.jpg"
          autosize
          minRows={4}
          maxRows={14}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={formError}
          disabled={running}
        />
        {isGallery && (
          <Checkbox
            label="Publish imported gallery photos right away (otherwise they wait as drafts)"
            checked={publish}
            onChange={(e) => setPublish(e.currentTarget.checked)}
            disabled={running}
          />
        )}
        <Group>
          <Button onClick={() => void run()} loading={running}>
            Import
          </Button>
          {running && (
            <Button variant="default" onClick={() => (stop.current = true)}>
              Stop after this image
            </Button>
          )}
        </Group>
        {rows.length > 0 && <ImportResults rows={rows} destination={destination} />}
      </Stack>
    </Paper>
  );
}

/** How far the import has got, and each address's result (with a link to where the image went). */
function ImportResults({ rows, destination }: { rows: ImportRow[]; destination: string | null }) {
  const finished = rows.filter((r) => r.result).length;
  return (
    <Stack gap={6}>
      <Progress value={(finished / rows.length) * 100} aria-label="Addresses imported" size="lg" />
      <Text aria-live="polite">
        {finished} of {rows.length} done
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Address</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.url}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.url}</Table.Td>
                <Table.Td>
                  {row.result ? (
                    <StatusPill tone={IMPORT_TONE[row.result.outcome]}>{IMPORT_LABEL[row.result.outcome]}</StatusPill>
                  ) : (
                    <StatusPill tone="info">Waiting</StatusPill>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.result?.outcome === 'failed' && row.result.message}
                  {row.result && row.result.outcome !== 'failed' && (
                    <ResultLink result={row.result} destination={destination} />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function ResultLink({
  result,
  destination,
}: {
  result: Exclude<ImportResult, { outcome: 'failed' }>;
  destination: string | null;
}) {
  const target = destination ? parseDestination(destination) : null;
  if (target?.kind === 'gallery') {
    return (
      <Anchor href={`/admin/galleries?category=${target.category}`} underline="always">
        {result.label} (in {galleryCopy[target.category].name})
      </Anchor>
    );
  }
  if (target?.kind === 'site') {
    return (
      <Anchor href={`/admin/site-images?category=${target.category}`} underline="always">
        {result.label}
      </Anchor>
    );
  }
  return <>{result.label}</>;
}

/** /admin/image-migration */
export function ImageMigrationScreen() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Image Migration
        </Title>
        <Text c="dimmed">Bring images over from the old site and keep every image complete.</Text>
      </div>
      <RegenerateCard />
      <ImportCard />
    </Stack>
  );
}
