import { formatPrice } from '#server/modules/shared/money';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Box, NativeSelect, Text } from '@mantine/core';
import {
  commitmentOffices,
  commitmentStageLabels,
  commitmentStages,
  labelOf,
  type CommitmentsSearch,
  type CommitmentStage,
} from '#server/modules/value-engineering/value-engineering.choices';
import { useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { GuaranteeBadge } from './guarantee-badge';
import { CardLine, OpenRecordButton, StaffList } from '#src/components/admin/staff-list';
import { CsvExportButton } from '#src/components/admin/csv-export-button';
import { counted } from '#server/modules/shared/plural';
import { StageBadge } from './commitment-stage-badge';
import { CommitmentDetail } from './commitment-editor';

/**
 * /admin/ve/commitments: every family's reservation, newest first, filtered by stage and office
 * (kept in the address bar), with a panel to move it through its stages, record the deposit and
 * the final price, see the guarantee, keep notes; and a CSV export of what is shown.
 */
export function CommitmentsAdmin({
  search,
  onSearch,
}: {
  search: CommitmentsSearch;
  onSearch: (next: Partial<CommitmentsSearch>) => void;
}) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { stage: search.stage, office: search.office, q: search.q, page: search.page };
  const { data } = useSuspenseQuery(trpc.admin.valueEngineering.commitments.queryOptions(filters));
  const open = (item: { id: number }) => onSearch({ open: item.id });

  return (
    <StaffList
      title="Package commitments"
      description="Families who reserved a package, newest first. Open one to move it along."
      actions={
        <CsvExportButton
          label="Export CSV"
          fetchFile={() =>
            queryClient.fetchQuery({
              ...trpc.admin.valueEngineering.exportCsv.queryOptions({
                stage: search.stage,
                office: search.office,
                q: search.q,
              }),
              staleTime: 0,
            })
          }
          ready={(file) => ({
            title: 'Export ready',
            message: `${counted(file.count, 'commitment')} saved to ${file.filename}.`,
          })}
          failedTitle="Export failed"
        />
      }
      filters={<CommitmentFilters search={search} onSearch={onSearch} />}
      search={{
        value: search.q,
        placeholder: 'Name, phone, cemetery, R-0012-KX',
        onSearch: (q) => onSearch({ q, page: 1 }),
      }}
      page={data}
      empty="No commitments match."
      cardsLabel="Commitments"
      card={{
        title: (item) => <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>,
        badge: (item) => <StageBadge stage={item.stage} />,
        body: (item) => (
          <>
            <Text size="sm">
              {item.reference} · {item.packageName} · {formatPrice(item.packagePriceCents)}
            </Text>
            <CardLine>{[item.phone, item.email].filter(Boolean).join(' · ')}</CardLine>
            <Box mt={4}>
              <GuaranteeBadge guarantee={item.guarantee} />
            </Box>
          </>
        ),
      }}
      tableMinWidth={860}
      columns={[
        {
          header: 'Reserved',
          nowrap: true,
          cell: (item) => (
            <>
              {dates.dateTime(item.createdAt)}
              <Text size="sm" c="dimmed">
                {item.reference}
              </Text>
            </>
          ),
        },
        {
          header: 'Family',
          cell: (item) => (
            <>
              <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>
              <Text size="sm">{item.phone ?? item.email}</Text>
            </>
          ),
        },
        {
          header: 'Package',
          cell: (item) => (
            <>
              {item.packageName}
              <Text size="sm">{formatPrice(item.packagePriceCents)}</Text>
            </>
          ),
        },
        { header: 'Office', cell: (item) => labelOf(commitmentOffices, item.office) },
        { header: 'Stage', cell: (item) => <StageBadge stage={item.stage} /> },
        { header: 'Guarantee', cell: (item) => <GuaranteeBadge guarantee={item.guarantee} /> },
      ]}
      onOpen={open}
      onPage={(page) => onSearch({ page })}
      drawer={{
        opened: search.open !== undefined,
        onClose: () => onSearch({ open: undefined }),
        title: 'Commitment',
        size: 'lg',
        children: search.open !== undefined && <CommitmentDetail id={search.open} />,
      }}
    />
  );
}

/** The stage and office filters, kept in the address bar. */
function CommitmentFilters({
  search,
  onSearch,
}: {
  search: CommitmentsSearch;
  onSearch: (next: Partial<CommitmentsSearch>) => void;
}) {
  return (
    <>
      <NativeSelect
        label="Stage"
        value={search.stage ?? ''}
        onChange={(e) => onSearch({ stage: (e.currentTarget.value || undefined) as CommitmentStage, page: 1 })}
        data={[
          { value: '', label: 'Any stage' },
          ...commitmentStages.map((s) => ({ value: s, label: commitmentStageLabels[s] })),
        ]}
      />
      <NativeSelect
        label="Office"
        value={search.office ?? ''}
        onChange={(e) =>
          onSearch({ office: (e.currentTarget.value || undefined) as CommitmentsSearch['office'], page: 1 })
        }
        data={[
          { value: '', label: 'Any office' },
          ...commitmentOffices.map((o) => ({ value: o.value, label: o.label })),
        ]}
      />
    </>
  );
}
