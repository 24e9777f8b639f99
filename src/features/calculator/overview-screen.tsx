import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SECTION_LABELS } from '#server/modules/calculator/calculator.choices';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { RecentEstimates } from '#src/features/price-calculator/recent-estimates-admin';
import { ScrollRegion } from './scroll-region';
import { CalculatorNav, CALCULATOR_SCREENS } from './calculator-nav';
import { useStaffTime } from '#src/lib/staff-time';
import { formatCents } from '#server/modules/shared/money';
import { counted } from '#server/modules/shared/plural';

type Overview = RouterOutputs['admin']['calculator']['overview'];

const SECTION_SCREEN: Record<keyof typeof SECTION_LABELS, string> = {
  colors: '/admin/calculator/colors',
  factors: '/admin/calculator/pricing-factors',
  calculations: '/admin/calculator/calculations',
  partTypes: '/admin/calculator/part-types',
  lookups: '/admin/calculator/lookups',
  lineItems: '/admin/calculator/line-items',
  addons: '/admin/calculator/addons',
  foundations: '/admin/calculator/foundations',
  templates: '/admin/calculator/templates',
};

/** /admin/calculator: the draft beside what families see, what publishing would change, history. */
export function CalculatorOverviewScreen() {
  const dates = useStaffTime();
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '—');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.admin.calculator.overview.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.calculator.pathKey() });
  const publish = useMutation(trpc.admin.calculator.publish.mutationOptions({ onSuccess: refresh, onError: refresh }));
  const rollback = useMutation(trpc.admin.calculator.rollback.mutationOptions({ onSuccess: refresh }));
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Overview['versions'][number] | null>(null);
  const [restoreNote, setRestoreNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const changed = data.impact.filter((row) => row.differenceCents !== 0);

  /** The form asks first: the confirmation says what publishing does to families' prices. */
  function onPublish(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Please say in a few words what changed');
      return;
    }
    setNoteError(null);
    setConfirming(true);
  }

  async function onConfirmPublish() {
    setConfirming(false);
    try {
      const { versionId } = await publish.mutateAsync({ baseRevision: data.draft.revision, note });
      setNote('');
      notifications.show({
        title: 'Published',
        message: `Families are now priced with version ${versionId}.`,
        color: 'green',
      });
    } catch (error) {
      setNoteError(errorMessage(error));
    }
  }

  async function onRestore() {
    if (!restoring) return;
    try {
      const { versionId } = await rollback.mutateAsync({
        versionId: restoring.id,
        note: restoreNote.trim() || `Back to version ${restoring.id}`,
      });
      notifications.show({
        title: 'Published again',
        message: `Version ${restoring.id}'s prices are live again, as version ${versionId}. The draft is unchanged.`,
        color: 'green',
      });
      setRestoring(null);
      setRestoreNote('');
    } catch (error) {
      notifications.show({ title: 'Not published', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <div>
        <Title order={1} size="h2">
          Price calculator
        </Title>
        <Text c="dimmed" maw={760}>
          You change prices in a draft. Families keep seeing the published prices until you publish the draft here.
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text fw={600}>Draft</Text>
          <Text size="sm">
            {data.draft.updatedAt
              ? `Last changed ${when(data.draft.updatedAt)} by ${data.draft.updatedBy ?? 'someone'}.`
              : 'Not started yet.'}
          </Text>
          <Text size="sm">
            {data.unpublishedChanges.length
              ? `${counted(data.unpublishedChanges.length, 'change')} not published yet.`
              : 'Nothing waiting to be published.'}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>What families see</Text>
          {data.published ? (
            <Text size="sm">
              Version {data.published.id}: “{data.published.note}”.{' '}
              {data.published.publishedBy
                ? `Published by ${data.published.publishedBy} on ${when(data.published.publishedAt)}.`
                : `Published on ${when(data.published.publishedAt)}.`}
            </Text>
          ) : (
            <Text size="sm">Nothing is published yet: the public calculator has no prices.</Text>
          )}
        </Card>
      </SimpleGrid>

      {data.draft.problems.length > 0 && (
        <Alert color="red" title="The draft cannot be published yet">
          <List size="sm">
            {data.draft.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <section aria-labelledby="impact-heading">
        <Title order={2} size="h3" id="impact-heading">
          What changes for families
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          Every template&apos;s “from” price (the low end of its range, the figure families see on its card) with the
          draft beside the published one.{' '}
          {changed.length ? `${changed.length} would change.` : 'No template price would change.'}
        </Text>
        <ScrollRegion label="What changes for families" minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Template</Table.Th>
                <Table.Th>Published “from”</Table.Th>
                <Table.Th>Draft “from”</Table.Th>
                <Table.Th>Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.impact.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    {row.name}
                    {row.publishedWords && (
                      <Text size="xs" c="dimmed">
                        {row.publishedWords}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.publishedCents === null ? 'not offered' : formatCents(row.publishedCents)}</Table.Td>
                  <Table.Td>{row.draftCents === null ? 'removed' : formatCents(row.draftCents)}</Table.Td>
                  <Table.Td>
                    {row.differenceCents === null ? (
                      <Badge variant="light">{row.publishedCents === null ? 'new' : 'removed'}</Badge>
                    ) : row.differenceCents === 0 ? (
                      'same'
                    ) : (
                      <Text span fw={600}>
                        {row.differenceCents > 0 ? '+' : '−'}
                        {formatCents(Math.abs(row.differenceCents))}
                        {row.differencePercent !== null
                          ? ` (${row.differencePercent > 0 ? '+' : ''}${row.differencePercent}%)`
                          : ''}
                      </Text>
                    )}
                    {row.unchangedReason && (
                      <Text size="sm" c="dimmed">
                        The change reaches it, but {row.unchangedReason}.
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </section>

      <form onSubmit={onPublish} noValidate>
        <Group align="flex-end">
          <TextInput
            label="What changed (kept in the history)"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={noteError}
            w={420}
            maw="100%"
          />
          <Button type="submit" loading={publish.isPending} disabled={data.draft.problems.length > 0}>
            Publish the draft
          </Button>
        </Group>
      </form>

      {data.unpublishedChanges.length > 0 && (
        <section aria-labelledby="changes-heading">
          <Title order={2} size="h3" id="changes-heading">
            Changes since the last publish
          </Title>
          <List size="sm">
            {data.unpublishedChanges.map((c) => (
              <List.Item key={c.revision}>
                {c.changedBy ?? 'Someone'} {c.summary} ({when(c.changedAt)})
              </List.Item>
            ))}
          </List>
        </section>
      )}

      <section aria-labelledby="history-heading">
        <Title order={2} size="h3" id="history-heading">
          Published versions
        </Title>
        <ScrollRegion label="Published versions" minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.versions.map((v, index) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    {v.id} {index === 0 && <Badge variant="light">live</Badge>}
                  </Table.Td>
                  <Table.Td>
                    {v.note}
                    {v.restoredFrom ? ` (again from version ${v.restoredFrom})` : ''}
                  </Table.Td>
                  <Table.Td>
                    {v.publishedBy
                      ? `Published by ${v.publishedBy} on ${when(v.publishedAt)}`
                      : `Published on ${when(v.publishedAt)} (brought in with a content file)`}
                  </Table.Td>
                  <Table.Td>
                    {index > 0 && (
                      <Button size="xs" variant="light" onClick={() => setRestoring(v)}>
                        Publish version {v.id} again
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="screens-heading">
        <Title order={2} size="h3" id="screens-heading">
          In the draft
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          {(Object.keys(SECTION_SCREEN) as Array<keyof typeof SECTION_SCREEN>).map((section) => (
            <Anchor key={section} component={Link} to={SECTION_SCREEN[section]}>
              {data.draft.counts[section]} {SECTION_LABELS[section].many}
            </Anchor>
          ))}
          {CALCULATOR_SCREENS.slice(-3).map((s) => (
            <Anchor key={s.to} component={Link} to={s.to}>
              {s.label}
            </Anchor>
          ))}
        </SimpleGrid>
      </section>

      <RecentEstimates />

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Publish the draft?" centered>
        <Stack>
          <Text fw={600}>{data.impactSummary}</Text>
          <Text size="sm">
            Families are priced with the draft as soon as you publish it. The history keeps “{note.trim()}” and your
            name.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
            <Button onClick={onConfirmPublish} data-autofocus>
              Publish
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={restoring !== null}
        onClose={() => setRestoring(null)}
        title={`Publish version ${restoring?.id} again?`}
        centered
      >
        <Stack>
          <Text size="sm">
            Families will be priced with the prices of version {restoring?.id} (“{restoring?.note}”). Your draft stays
            as it is.
          </Text>
          <TextInput
            label="Why (kept in the history)"
            value={restoreNote}
            onChange={(e) => setRestoreNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRestoring(null)}>
              Cancel
            </Button>
            <Button onClick={onRestore} loading={rollback.isPending}>
              Publish it again
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
