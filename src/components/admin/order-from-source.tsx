import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC } from '#src/lib/trpc';

/** What an order can be opened from, as `admin.orders.openFrom` takes it. */
export type OrderSource = { kind: 'quote_request'; id: string } | { kind: 'booking'; id: number };

const SOURCE_WORDS: Record<OrderSource['kind'], string> = {
  quote_request: 'this request',
  booking: 'this consultation',
};

/**
 * The order for a quote request or a booking: a link to it once it is opened, or one click to
 * open it with the family's details filled in. A design the family made in the design
 * playground comes with it as the order's first proof draft (decision 256).
 */
export function OrderFromSource({
  source,
  withDesign,
  headingOrder = 2,
}: {
  source: OrderSource;
  withDesign: boolean;
  /** The heading's level where the panel sits (a page's section: 2; inside a drawer's record: 3). */
  headingOrder?: 2 | 3;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opened = useQuery(trpc.admin.orders.openedFrom.queryOptions(source));
  const openFrom = useMutation(trpc.admin.orders.openFrom.mutationOptions());
  const headingId = `order-from-${source.kind}-${source.id}`;

  async function start() {
    try {
      const order = await openFrom.mutateAsync(source);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.orders.openedFrom.queryKey(source) });
      notifications.show({
        color: 'green',
        title: 'Order opened',
        message: withDesign
          ? `Order ${order.reference} is open, with the family's drawing as its first proof draft.`
          : `Order ${order.reference} is open.`,
      });
      void navigate({ to: '/admin/orders', search: { page: 1, open: order.id } });
    } catch (error) {
      notifications.show({ color: 'red', title: 'The order was not opened', message: errorMessage(error) });
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          Order
        </Title>
        {opened.isPending ? (
          <Text size="sm" c="dimmed">
            Checking for an order...
          </Text>
        ) : opened.isError ? (
          <Text size="sm" c="red.9">
            {errorMessage(opened.error)}
          </Text>
        ) : opened.data ? (
          <Text size="sm">
            Order <OrderLink id={opened.data.id} reference={opened.data.reference} /> was opened from{' '}
            {SOURCE_WORDS[source.kind]}.
          </Text>
        ) : (
          <>
            <Text size="sm">
              {withDesign
                ? "The order gets the family's details, and their drawing as its first proof draft. You still draw and upload the real proof."
                : `The order gets the family's details from ${SOURCE_WORDS[source.kind]}.`}
            </Text>
            <Button onClick={() => void start()} loading={openFrom.isPending}>
              {withDesign ? 'Start an order from this design' : 'Start an order'}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function OrderLink({ id, reference }: { id: number; reference: string }) {
  return (
    <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/admin/orders" search={{ page: 1, open: id }} />}>
      {reference}
    </Anchor>
  );
}
