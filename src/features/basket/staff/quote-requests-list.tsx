import { Link } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatPrice } from '#content/packages';
import { quoteRequestStatuses, type QuoteRequestStatus } from '#server/modules/basket/basket.choices';
import type { QuoteRequestsSearch } from '#server/modules/basket/basket.search';
import { useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useBusiness } from '#src/lib/business';
import { CardLine, StaffList } from '#src/components/admin/staff-list';
import { CsvExportButton } from '#src/components/admin/csv-export-button';
import { officeName, statusInfo } from './quote-request-format';
import { counted } from '#server/modules/shared/plural';

/** The words when nothing is listed: a search, a status, or no request at all yet. */
function emptyWords(search: QuoteRequestsSearch) {
  if (search.q) return 'No quote requests match.';
  if (search.status) return `No quote requests are marked "${statusInfo[search.status].label}".`;
  return 'No quote requests yet. They appear here as soon as a family sends their basket.';
}

/**
 * /admin/quote-requests: the baskets families sent, newest first, a filter per status and a
 * search (both kept in the address bar), paging and a CSV export of what is shown. Each opens on
 * its own page.
 */
export function QuoteRequestsList({
  search,
  onSearch,
}: {
  search: QuoteRequestsSearch;
  onSearch: (next: Partial<QuoteRequestsSearch>) => void;
}) {
  const business = useBusiness();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { status: search.status, q: search.q, page: search.page };
  const { data } = useSuspenseQuery(trpc.admin.quoteRequests.list.queryOptions(filters));

  return (
    <StaffList
      title="Quote requests"
      description="Baskets that families sent us, newest first."
      actions={
        <CsvExportButton
          label="Download CSV"
          fetchFile={() =>
            queryClient.fetchQuery({
              ...trpc.admin.quoteRequests.exportCsv.queryOptions({ status: search.status, q: search.q }),
              staleTime: 0,
            })
          }
          ready={(file) => ({ message: `Downloaded ${counted(file.count, 'quote request')}` })}
          failedTitle="The download failed"
        />
      }
      filters={<StatusFilter search={search} counts={data.counts} />}
      search={{
        value: search.q,
        placeholder: 'Name, phone, email, Q-0012-KX',
        onSearch: (q) => onSearch({ q, page: undefined }),
      }}
      page={data}
      empty={emptyWords(search)}
      cardsLabel="Quote requests"
      card={{
        title: (item) => <ReferenceLink id={item.id} reference={item.reference} />,
        badge: (item) => <StatusBadge status={item.status} />,
        body: (item) => (
          <>
            <Text fw={600} mt={4}>
              {item.name}
            </Text>
            <CardLine>{[item.phone, item.email].filter(Boolean).join(' · ')}</CardLine>
            <Text size="sm" c="dimmed">
              {dates.dateTime(item.createdAt)} · {officeName(item.preferredOffice, business.offices)} · {item.itemCount}{' '}
              {item.itemCount === 1 ? 'item' : 'items'}
            </Text>
          </>
        ),
      }}
      striped
      tableMinWidth={760}
      columns={[
        { header: 'Reference', cell: (item) => <ReferenceLink id={item.id} reference={item.reference} /> },
        { header: 'Received', cell: (item) => dates.dateTime(item.createdAt) },
        { header: 'Name', cell: (item) => item.name },
        {
          header: 'Contact',
          cell: (item) => (
            <Stack gap={0}>
              {item.email && <Text size="sm">{item.email}</Text>}
              {item.phone && <Text size="sm">{item.phone}</Text>}
            </Stack>
          ),
        },
        { header: 'Office', cell: (item) => officeName(item.preferredOffice, business.offices) },
        { header: 'Items', align: 'right', cell: (item) => item.itemCount },
        {
          header: 'Listed total',
          align: 'right',
          cell: (item) => (item.knownTotalCents ? formatPrice(item.knownTotalCents) : '—'),
        },
        { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
      ]}
      onPage={(page) => onSearch({ page })}
    />
  );
}

/** One link per status with its count (links, so each filter has its address). */
function StatusFilter({
  search,
  counts,
}: {
  search: QuoteRequestsSearch;
  counts: Record<QuoteRequestStatus | 'all', number>;
}) {
  const filters: Array<{ value?: QuoteRequestStatus; label: string; count: number }> = [
    { label: 'All', count: counts.all },
    ...quoteRequestStatuses.map((value) => ({ value, label: statusInfo[value].label, count: counts[value] })),
  ];
  return (
    <Group component="nav" aria-label="Filter by status" gap="xs">
      {filters.map((filter) => {
        const active = filter.value === search.status;
        return (
          <Button
            key={filter.label}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/admin/quote-requests"
                search={{ ...(filter.value ? { status: filter.value } : {}), ...(search.q ? { q: search.q } : {}) }}
              />
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
