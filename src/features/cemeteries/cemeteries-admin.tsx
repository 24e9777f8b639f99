import { useRef, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, FileButton, Group, List, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CemeteryListSearch } from '#server/modules/cemeteries/cemeteries.choices';
import { counted } from '#server/modules/shared/plural';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { CardLine, OpenRecordButton, StaffList } from '#src/components/admin/staff-list';
import { CsvExportButton } from '#src/components/admin/csv-export-button';
import { stateOptions, useInvalidateCemeteries } from './cemeteries-admin-shared';
import { CemeteryDetail, NewCemetery } from './cemetery-editor';

/**
 * /admin/cemeteries: the cemeteries the office serves and each one's rules by section (decision
 * 266): search and a state filter in the address bar, a panel to edit one, confirm its rules and
 * undo a change, a CSV export and an all-or-nothing CSV import.
 */
export function CemeteriesAdmin({
  search,
  onSearch,
}: {
  search: CemeteryListSearch;
  onSearch: (next: Partial<CemeteryListSearch>) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { q: search.q, state: search.state, page: search.page };
  const { data } = useSuspenseQuery(trpc.admin.cemeteries.list.queryOptions(filters));
  const [problems, setProblems] = useState<{ line: number; message: string }[] | null>(null);
  const open = (item: { id: number }) => onSearch({ open: item.id });

  return (
    <StaffList
      title="Cemeteries"
      description="The cemeteries we serve and what each allows. Families see a cemetery's rules only once you confirm them."
      actions={
        <Group gap="xs">
          <Button onClick={() => onSearch({ open: 'new' })}>Add a cemetery</Button>
          <CsvExportButton
            label="Export CSV"
            fetchFile={() =>
              queryClient.fetchQuery({ ...trpc.admin.cemeteries.exportCsv.queryOptions(), staleTime: 0 })
            }
            ready={(file) => ({
              title: 'Export ready',
              message: `${counted(file.count, 'cemetery', 'cemeteries')} saved to ${file.filename}.`,
            })}
            failedTitle="Export failed"
          />
          <ImportCsvButton onProblems={setProblems} />
        </Group>
      }
      intro={
        problems && (
          <Alert color="red" title="Nothing was imported" withCloseButton onClose={() => setProblems(null)}>
            <Text size="sm" mb="xs">
              Correct these lines of the file and import it again:
            </Text>
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={`${problem.line}-${problem.message}`}>
                  Line {problem.line}: {problem.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )
      }
      filters={
        <NativeSelect
          label="State"
          value={search.state ?? ''}
          onChange={(e) => onSearch({ state: e.currentTarget.value || undefined, page: 1 })}
          data={[{ value: '', label: 'All states' }, ...stateOptions]}
        />
      }
      search={{
        value: search.q,
        placeholder: 'Name, town, county or phone',
        onSearch: (q) => onSearch({ q, page: 1 }),
      }}
      page={data}
      empty="No cemeteries match."
      cardsLabel="Cemeteries"
      card={{
        title: (item) => <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>,
        badge: (item) => <ConfirmedBadge confirmed={item.confirmedCount} sections={item.sectionCount} />,
        body: (item) => (
          <>
            <CardLine>
              {item.town}, {item.county ? `${item.county} County, ` : ''}
              {item.state}
            </CardLine>
            {item.placeholder && <DemoBadge />}
          </>
        ),
      }}
      tableMinWidth={720}
      columns={[
        {
          header: 'Name',
          cell: (item) => (
            <Group gap="xs">
              <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>
              {item.placeholder && <DemoBadge />}
            </Group>
          ),
        },
        { header: 'Town', cell: (item) => item.town },
        { header: 'County', cell: (item) => item.county },
        { header: 'State', cell: (item) => item.state },
        {
          header: 'Rules',
          cell: (item) => <ConfirmedBadge confirmed={item.confirmedCount} sections={item.sectionCount} />,
        },
      ]}
      onOpen={open}
      onPage={(page) => onSearch({ page })}
      drawer={{
        opened: search.open !== undefined,
        onClose: () => onSearch({ open: undefined }),
        title: search.open === 'new' ? 'Add a cemetery' : 'Cemetery',
        size: 'xl',
        children:
          search.open === 'new' ? (
            <NewCemetery onCreated={(id) => onSearch({ open: id })} />
          ) : (
            search.open !== undefined && (
              <CemeteryDetail id={search.open} onDeleted={() => onSearch({ open: undefined })} />
            )
          ),
      }}
    />
  );
}

export function DemoBadge() {
  return (
    <Badge color="red.9" variant="outline">
      Demo: replace
    </Badge>
  );
}

function ConfirmedBadge({ confirmed, sections }: { confirmed: number; sections: number }) {
  if (confirmed === 0)
    return (
      <Badge color="gray.7" variant="outline">
        Not confirmed
      </Badge>
    );
  return (
    <Badge color="brand.7" variant="filled">
      {confirmed === sections ? 'Confirmed' : `${confirmed} of ${sections} confirmed`}
    </Badge>
  );
}

function ImportCsvButton({
  onProblems,
}: {
  onProblems: (problems: { line: number; message: string }[] | null) => void;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateCemeteries();
  const importCsv = useMutation(trpc.admin.cemeteries.importCsv.mutationOptions());
  const reset = useRef<() => void>(null);

  async function read(file: File | null) {
    if (!file) return;
    try {
      const result = await importCsv.mutateAsync({ csv: await file.text() });
      if (!result.ok) {
        onProblems(result.problems);
        return;
      }
      onProblems(null);
      await invalidate();
      notifications.show({
        title: 'Imported',
        message: `${counted(result.created, 'cemetery', 'cemeteries')} added, ${result.updated} updated, ${result.unchanged} already as in the file.`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not imported', message: errorMessage(error), color: 'red' });
    } finally {
      reset.current?.();
    }
  }

  return (
    <FileButton onChange={(file) => void read(file)} accept=".csv,text/csv" resetRef={reset}>
      {(props) => (
        <Button variant="default" loading={importCsv.isPending} {...props}>
          Import CSV
        </Button>
      )}
    </FileButton>
  );
}
