import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import {
  orderStageLabels,
  orderStages,
  type OrderStage,
  type OrdersSearch,
} from '#server/modules/orders/orders.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { OrderForm } from './order-form';
import { OrderDetail } from './order-detail';
import classes from './orders-admin.module.css';
import { OrderStageBadge } from './stage-badge';
import { OpenRecordButton, StaffList } from '#src/components/admin/staff-list';

/**
 * /admin/orders: every family's order, most recently changed first, filtered by stage (kept in
 * the address bar); open one from a request in one click or by hand; a panel per order for its
 * details, stages, proofs and history.
 */
export function OrdersAdmin({
  search,
  onSearch,
}: {
  search: OrdersSearch;
  onSearch: (next: Partial<OrdersSearch>) => void;
}) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { stage: search.stage, q: search.q, page: search.page };
  const { data } = useSuspenseQuery({ ...trpc.admin.orders.list.queryOptions(filters), refetchInterval: 30_000 });
  const [creating, setCreating] = useState(false);
  const [showSources, setShowSources] = useState(false);
  const open = useMutation(trpc.admin.orders.open.mutationOptions());
  const openOrder = (item: { id: number }) => onSearch({ open: item.id });

  return (
    <StaffList
      title="Orders & proofs"
      description="Every memorial from deposit to installation, and the proofs families approve."
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={() => setShowSources((v) => !v)} aria-expanded={showSources}>
            Open from a request
          </Button>
          <Button onClick={() => setCreating(true)}>New order</Button>
        </Group>
      }
      intro={showSources && <SourcePicker onOpened={(id) => onSearch({ open: id })} />}
      filters={
        <NativeSelect
          label="Stage"
          value={search.stage ?? ''}
          onChange={(e) => onSearch({ stage: (e.currentTarget.value || undefined) as OrderStage, page: 1 })}
          data={[
            { value: '', label: 'Any stage' },
            ...orderStages.map((s) => ({ value: s, label: orderStageLabels[s] })),
          ]}
        />
      }
      search={{
        value: search.q,
        placeholder: 'Name, email, cemetery, O-0012-KX',
        onSearch: (q) => onSearch({ q, page: 1 }),
      }}
      page={data}
      empty="No orders match."
      cardsLabel="Orders"
      card={{
        title: (item) => <OpenRecordButton onOpen={() => openOrder(item)}>{item.name}</OpenRecordButton>,
        badge: (item) => <OrderStageBadge stage={item.stage} />,
        body: (item) => (
          <Text size="sm">
            {item.reference} · {item.cemetery ?? 'Cemetery not set'}
          </Text>
        ),
      }}
      tableMinWidth={760}
      columns={[
        { header: 'Order', nowrap: true, cell: (item) => item.reference },
        {
          header: 'Family',
          cell: (item) => (
            <>
              <OpenRecordButton onOpen={() => openOrder(item)}>{item.name}</OpenRecordButton>
              <Text size="sm">{item.phone ?? item.email}</Text>
            </>
          ),
        },
        { header: 'Cemetery', cell: (item) => item.cemetery },
        { header: 'Stage', nowrap: true, cell: (item) => <OrderStageBadge stage={item.stage} /> },
        { header: 'Last change', nowrap: true, cell: (item) => dates.dateTime(item.updatedAt) },
      ]}
      onOpen={openOrder}
      onPage={(page) => onSearch({ page })}
      drawer={{
        opened: search.open !== undefined,
        onClose: () => onSearch({ open: undefined }),
        title: 'Order',
        size: 'xl',
        children: search.open !== undefined && <OrderDetail id={search.open} />,
      }}
    >
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title="New order"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {creating && (
          <OrderForm
            submitLabel="Open the order"
            pending={open.isPending}
            onSubmit={async (fields) => {
              const created = await open.mutateAsync(fields);
              await queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.pathKey() });
              setCreating(false);
              notifications.show({
                title: 'Order opened',
                message: `${created.reference} for ${created.name}.`,
                color: 'green',
              });
              onSearch({ open: created.id });
            }}
          />
        )}
      </Modal>
    </StaffList>
  );
}

/** The newest quote requests, reservations and bookings: one click opens an order from one. */
function SourcePicker({ onOpened }: { onOpened: (id: number) => void }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(trpc.admin.orders.candidates.queryOptions());
  const openFrom = useMutation(trpc.admin.orders.openFrom.mutationOptions());
  const [busy, setBusy] = useState<string | null>(null);

  async function openOne(
    source: { kind: 'quote_request'; id: string } | { kind: 'commitment' | 'booking'; id: number },
  ) {
    setBusy(`${source.kind}-${source.id}`);
    try {
      const order = await openFrom.mutateAsync(source);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.orders.candidates.queryKey() }),
      ]);
      notifications.show({
        title: 'Order opened',
        message: `${order.reference} for ${order.name}. Check the details.`,
        color: 'green',
      });
      onOpened(order.id);
    } catch (err) {
      notifications.show({ title: 'Not opened', message: errorMessage(err), color: 'red' });
    } finally {
      setBusy(null);
    }
  }

  if (isPending) return <Text>Loading the latest requests…</Text>;
  if (error || !data) return <Alert color="red">{errorMessage(error, 'The requests could not be loaded.')}</Alert>;

  const row = (key: string, title: string, detail: string, orderId: number | null, onOpen: () => void) => (
    <Group key={key} justify="space-between" wrap="nowrap" className={classes.sourceRow}>
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </div>
      {orderId ? (
        <Button size="xs" variant="subtle" onClick={() => onOpened(orderId)}>
          See its order
        </Button>
      ) : (
        <Button size="xs" onClick={onOpen} loading={busy === key} aria-label={`Open an order for ${title}`}>
          Open order
        </Button>
      )}
    </Group>
  );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text>Open an order from what the family already told us; you can check and complete it next.</Text>
        <div>
          <Title order={2} size="h4">
            Quote requests
          </Title>
          {data.quoteRequests.length === 0 && <Text size="sm">None yet.</Text>}
          {data.quoteRequests.map((q) =>
            row(`quote_request-${q.id}`, q.name, `${q.reference} · ${dates.dateTime(q.createdAt)}`, q.orderId, () =>
              openOne({ kind: 'quote_request', id: q.id }),
            ),
          )}
        </div>
        <div>
          <Title order={2} size="h4">
            Package reservations
          </Title>
          {data.commitments.length === 0 && <Text size="sm">None yet.</Text>}
          {data.commitments.map((c) =>
            row(`commitment-${c.id}`, c.name, `${c.reference} · ${c.detail}`, c.orderId, () =>
              openOne({ kind: 'commitment', id: c.id }),
            ),
          )}
        </div>
        <div>
          <Title order={2} size="h4">
            Consultations
          </Title>
          {data.bookings.length === 0 && <Text size="sm">None in the last 60 days.</Text>}
          {data.bookings.map((b) =>
            row(`booking-${b.id}`, b.name, `${b.reference} · ${dates.dateTime(b.startsAt)}`, b.orderId, () =>
              openOne({ kind: 'booking', id: b.id }),
            ),
          )}
        </div>
        <Text size="sm">
          Nothing here?{' '}
          <Anchor component={Link} to="/admin/quote-requests">
            See every quote request
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
