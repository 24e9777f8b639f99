import { useEffect, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { accessToolLabels, accessTools, type AccessTool } from '#server/modules/access/access.choices';
import { formatDollars } from '#server/modules/public-calculator/public-calculator.choices';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { downloadFile } from '#src/lib/download';
import { useStaffTime } from '#src/lib/staff-time';
import { showNotice } from '#src/lib/notify';
import { ConfirmDialog } from '#src/kernels/media/confirm-dialog';

type Grant = RouterOutputs['admin']['authorizations']['list'][number];

export interface AuthorizationsSearch {
  tool?: AccessTool;
  q?: string;
}

/**
 * /admin/authorizations: everyone who filled in an access form, with the estimates they made.
 * Revoking one makes that browser see the form again.
 */
export function AuthorizationsAdmin({
  search,
  onSearch,
}: {
  search: AuthorizationsSearch;
  onSearch: (next: AuthorizationsSearch) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: grants } = useSuspenseQuery(trpc.admin.authorizations.list.queryOptions(search));
  const [typed, setTyped] = useState(search.q ?? '');
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setTyped(search.q ?? '');
  }
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((typed.trim() || undefined) !== search.q) onSearch({ ...search, q: typed.trim() || undefined });
    }, 400);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);
  // A family would feel a revoke (their browser shows the form again), so it is asked first.
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const revoke = useMutation(
    trpc.admin.authorizations.revoke.mutationOptions({
      onSuccess: () => {
        setRevoking(null);
        return queryClient.invalidateQueries({ queryKey: trpc.admin.authorizations.list.queryKey() });
      },
      onError: (error) => showNotice({ color: 'red', title: 'Could not revoke', message: errorMessage(error) }),
    }),
  );
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const file = await queryClient.fetchQuery(trpc.admin.authorizations.exportCsv.queryOptions(search));
      downloadFile([file.csv], file.filename, 'text/csv;charset=utf-8');
    } catch (error) {
      showNotice({ color: 'red', title: 'Could not export', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Stack gap="md">
      <ConfirmDialog
        opened={revoking !== null}
        title={`Revoke access for ${revoking?.name ?? ''}?`}
        message="The next time they open the tool, their browser shows the access form again and they have to fill it in before they can use it. This cannot be undone."
        confirmLabel="Revoke access"
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        onCancel={() => setRevoking(null)}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Authorizations</Title>
          <Text c="dimmed">Families who filled in the price-calculator or design-tool access form.</Text>
        </div>
        <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, email, phone or ZIP"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          maxLength={100}
        />
        <NativeSelect
          label="Tool"
          value={search.tool ?? ''}
          onChange={(e) =>
            onSearch({ ...search, tool: (e.currentTarget.value || undefined) as AccessTool | undefined })
          }
          data={[
            { value: '', label: 'All tools' },
            ...accessTools.map((t) => ({ value: t, label: accessToolLabels[t] })),
          ]}
        />
      </Group>
      {grants.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>No one has filled in an access form{search.q || search.tool ? ' that matches' : ' yet'}.</Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {grants.map((grant) => (
            <GrantCard
              key={grant.id}
              grant={grant}
              revoking={revoke.isPending && revoke.variables?.id === grant.id}
              onRevoke={() => setRevoking({ id: grant.id, name: grant.name })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One family's access: who, which tool, when (and whether revoked), and the estimates they made. */
function GrantCard({ grant, revoking, onRevoke }: { grant: Grant; revoking: boolean; onRevoke: () => void }) {
  const dates = useStaffTime();
  const when = (iso: string) => dates.dateTime(iso);
  return (
    <Paper withBorder p="md" data-testid="authorization">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{grant.name}</Text>
            <Badge variant="outline" color="gray.7">
              {accessToolLabels[grant.tool]}
            </Badge>
            {grant.revokedAt && <Badge color="red.9">Revoked</Badge>}
          </Group>
          <Text size="sm">{[grant.email, grant.phone, `ZIP ${grant.zip}`].filter(Boolean).join(' · ')}</Text>
          <Text size="sm" c="dimmed">
            {when(grant.createdAt)}
            {grant.revokedAt ? ` · revoked ${when(grant.revokedAt)} by ${grant.revokedBy ?? 'staff'}` : ''}
          </Text>
        </Stack>
        {!grant.revokedAt && (
          <Button
            variant="default"
            color="red"
            loading={revoking}
            onClick={onRevoke}
            aria-label={`Revoke access for ${grant.name}`}
          >
            Revoke
          </Button>
        )}
      </Group>
      {grant.estimates.length > 0 && <GrantEstimates estimates={grant.estimates} />}
    </Paper>
  );
}

/** The estimates made under one access, each with its lines. */
function GrantEstimates({ estimates }: { estimates: Grant['estimates'] }) {
  return (
    <Stack gap="xs" mt="sm">
      {estimates.map((estimate) => (
        <Paper key={estimate.reference} bg="gray.0" p="sm">
          <Text size="sm" fw={600}>
            <Anchor
              renderRoot={(props) => (
                <Link to="/calculator/estimate/$reference" params={{ reference: estimate.reference }} {...props} />
              )}
            >
              {estimate.reference}
            </Anchor>{' '}
            {estimate.title}: {formatDollars(estimate.lowCents)} to {formatDollars(estimate.highCents)} (price list
            version {estimate.versionId})
          </Text>
          <Table fz="sm" verticalSpacing={2}>
            <Table.Tbody>
              {estimate.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td ta="right">{line.amount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
