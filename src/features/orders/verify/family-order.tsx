import { useMutation } from '@tanstack/react-query';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { ProofCheck } from './proof-check';
import { OrderTracker } from './order-tracker';
import { useRefreshFamily } from './use-refresh-family';
import classes from './verify.module.css';

export type FamilyView = NonNullable<RouterOutputs['orders']['family']>;

/**
 * The family's order once opened: the proof to check and decide on, where the memorial is, who to
 * call. Mantine's inputs and dialogs and React Query load with it (family-order-on-demand.tsx).
 */
export function FamilyOrder({ view }: { view: FamilyView }) {
  const trpc = useTRPC();
  const refresh = useRefreshFamily();
  const close = useMutation(trpc.orders.close.mutationOptions());
  const proof = view.proof;

  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed" fw={600}>
          Order {view.reference}
        </Text>
        <Title order={1}>The memorial for {view.name}</Title>
        {proof?.status === 'awaiting' ? (
          <Text size="lg" mt="xs" maw={680}>
            Your proof is ready. Please take your time: look at the drawing, then type each name and date as it should
            read. We show you any letter that differs before you approve.
          </Text>
        ) : (
          <Text size="lg" mt="xs" maw={680}>
            Here is where your memorial is, what happens next, and who to call with any question.
          </Text>
        )}
      </div>

      {proof && <ProofCheck key={`${proof.version}-${proof.status}`} proof={proof} orderName={view.name} />}

      <OrderTracker view={view} />

      <Paper withBorder p="md" radius="md" className={classes.help}>
        <Title order={2} size="h4">
          Questions?
        </Title>
        <Text mt={4}>
          Call our {view.contact.office} office at{' '}
          <Anchor href={view.contact.phoneHref} fw={600} underline="always">
            {view.contact.phone}
          </Anchor>{' '}
          ({view.contact.hours}), or write to{' '}
          <Anchor href={`mailto:${view.contact.email}`} underline="always">
            {view.contact.email}
          </Anchor>
          . Please mention order {view.reference}.
        </Text>
      </Paper>

      <Group>
        <Button
          variant="subtle"
          onClick={async () => {
            await close.mutateAsync();
            await refresh();
          }}
          loading={close.isPending}
        >
          Close this proof on this device
        </Button>
      </Group>
    </Stack>
  );
}
