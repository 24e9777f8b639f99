import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '#content/packages';
import { quoteRequestStatuses, type QuoteRequestStatus } from '#server/modules/basket/basket.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { downloadFile } from '#src/lib/download';
import { useStaffTime } from '#src/lib/staff-time';
import { useBusiness } from '#src/lib/business';
import { officeName, statusInfo } from './quote-request-format';
import { counted } from '#server/modules/shared/plural';

export interface QuoteRequestsSearch {
  status?: QuoteRequestStatus;
  page?: number;
}

/** Staff list of quote requests: newest first, a filter per status, paging and CSV export. */
export function QuoteRequestsList({ search }: { search: QuoteRequestsSearch }) {
  const business = useBusiness();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.quoteRequests.list.queryOptions(search));
  const navigate = useNavigate();
  const filters: Array<{ value?: QuoteRequestStatus; label: string; count: number }> = [
    { label: 'All', count: data.counts.all },
    ...quoteRequestStatuses.map((value) => ({ value, label: statusInfo[value].label, count: data.counts[value] })),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Quote requests
          </Title>
          <Text c="dimmed">Baskets that families sent us, newest first.</Text>
        </div>
        <ExportButton status={search.status} />
      </Group>

      <Group component="nav" aria-label="Filter by status" gap="xs">
        {filters.map((filter) => {
          const active = filter.value === search.status;
          return (
            <Button
              key={filter.label}
              renderRoot={(props) => (
                <Link {...props} to="/admin/quote-requests" search={filter.value ? { status: filter.value } : {}} />
              )}
              variant={active ? 'filled' : 'default'}
              size="sm"
              aria-current={active ? 'page' : undefined}
            >
              {filter.label} ({filter.count})
            </Button>
          );
        })}
      </Group>

      {data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text>
            {search.status
              ? `No quote requests are marked "${statusInfo[search.status].label}".`
              : 'No quote requests yet. They appear here as soon as a family sends their basket.'}
          </Text>
        </Paper>
      ) : (
        <>
          {/* Phones get one card per request; wider screens a table. */}
          <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => (
              <Paper component="li" key={item.id} withBorder p="md" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <ReferenceLink id={item.id} reference={item.reference} />
                  <StatusBadge status={item.status} />
                </Group>
                <Text fw={600} mt={4}>
                  {item.name}
                </Text>
                <Text size="sm">{[item.phone, item.email].filter(Boolean).join(' · ')}</Text>
                <Text size="sm" c="dimmed">
                  {dates.dateTime(item.createdAt)} · {officeName(item.preferredOffice, business.offices)} ·{' '}
                  {item.itemCount} {item.itemCount === 1 ? 'item' : 'items'}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={760} visibleFrom="md">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Office</Table.Th>
                  <Table.Th ta="right">Items</Table.Th>
                  <Table.Th ta="right">Listed total</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <ReferenceLink id={item.id} reference={item.reference} />
                    </Table.Td>
                    <Table.Td>{dates.dateTime(item.createdAt)}</Table.Td>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        {item.email && <Text size="sm">{item.email}</Text>}
                        {item.phone && <Text size="sm">{item.phone}</Text>}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{officeName(item.preferredOffice, business.offices)}</Table.Td>
                    <Table.Td ta="right">{item.itemCount}</Table.Td>
                    <Table.Td ta="right">{item.knownTotalCents ? formatPrice(item.knownTotalCents) : '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={item.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}

      {data.pageCount > 1 && (
        <Pagination
          total={data.pageCount}
          value={data.page}
          onChange={(page) => void navigate({ to: '/admin/quote-requests', search: { ...search, page } })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          aria-label="Pages"
        />
      )}
    </Stack>
  );
}

function ReferenceLink({ id, reference }: { id: string; reference: string }) {
  return (
    <Anchor
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
      renderRoot={(props) => (
        <Link {...props} to="/admin/quote-requests/$quoteRequestId" params={{ quoteRequestId: id }} />
      )}
    >
      {reference}
    </Anchor>
  );
}

function StatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <Badge color={statusInfo[status].color} variant="filled">
      {statusInfo[status].label}
    </Badge>
  );
}

/** Downloads the requests (of the current filter) as a CSV file for a spreadsheet. */
function ExportButton({ status }: { status?: QuoteRequestStatus }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await queryClient.fetchQuery({
        ...trpc.admin.quoteRequests.exportCsv.queryOptions({ status }),
        staleTime: 0,
      });
      // A byte-order mark so spreadsheet programs read the names' accents correctly.
      downloadFile([file.csv], file.filename, 'text/csv;charset=utf-8');
      notifications.show({
        color: 'green',
        message: `Downloaded ${counted(file.count, 'quote request')}`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'The download failed', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" onClick={() => void download()} loading={busy}>
      Download CSV
    </Button>
  );
}
