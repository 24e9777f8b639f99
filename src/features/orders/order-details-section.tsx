import { formatPrice } from '#server/modules/shared/money';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { orderOffices, soldKindLabels } from '#server/modules/orders/orders.choices';
import { useTRPC } from '#src/lib/trpc';
import { OrderForm } from './order-form';
import type { StaffOrder } from './use-order-refresh';
import classes from './orders-admin.module.css';

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={classes.detailRow}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** The order's details (who, where, what was sold, the price), read or edited in place. */
export function OrderDetailsSection({
  order,
  onChanged: refresh,
}: {
  order: StaffOrder;
  onChanged: (updated: StaffOrder) => Promise<void>;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const update = useMutation(trpc.admin.orders.update.mutationOptions());
  const office = orderOffices.find((o) => o.value === order.office)?.label ?? order.office;

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Details
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          {editing ? 'Close without saving' : 'Edit details'}
        </Button>
      </Group>
      {editing ? (
        <Stack mt="sm">
          <OrderForm
            initial={order}
            submitLabel="Save details"
            pending={update.isPending}
            onSubmit={async (fields) => {
              const updated = await update.mutateAsync({ id: order.id, ...fields });
              await refresh(updated);
              notifications.show({ title: 'Details saved', message: order.reference, color: 'green' });
            }}
          />
        </Stack>
      ) : (
        <div className={classes.details} style={{ marginTop: 8 }}>
          <DetailRow label="Phone">
            {order.phone && <Anchor href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</Anchor>}
          </DetailRow>
          <DetailRow label="Email">
            {order.email && <Anchor href={`mailto:${order.email}`}>{order.email}</Anchor>}
          </DetailRow>
          <DetailRow label="Office">{office}</DetailRow>
          <DetailRow label="Names and dates">
            <Text style={{ whiteSpace: 'pre-line' }}>{order.inscription}</Text>
          </DetailRow>
          <DetailRow label="Cemetery">{order.cemetery}</DetailRow>
          <DetailRow label="Plot">{order.plot}</DetailRow>
          <DetailRow label="What was sold">
            {soldKindLabels[order.soldKind]}
            {order.soldReference ? ` (${order.soldReference})` : ''}
            {order.soldDescription ? `: ${order.soldDescription}` : ''}
          </DetailRow>
          <DetailRow label="Price">{order.priceCents != null ? formatPrice(order.priceCents) : null}</DetailRow>
          <DetailRow label="Deposit">{order.depositCents != null ? formatPrice(order.depositCents) : null}</DetailRow>
          <DetailRow label="Expected installation">{order.expectedInstallation}</DetailRow>
        </div>
      )}
    </Paper>
  );
}
