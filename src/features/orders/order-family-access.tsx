import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { familyLink } from '#server/modules/orders/orders.choices';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import type { StaffOrder } from './use-order-refresh';
import classes from './orders-admin.module.css';

/** How the family opens their proof page: the proof code, the private link, and a new link when the old one leaked. */
export function OrderFamilyAccess({
  order,
  onChanged: refresh,
}: {
  order: StaffOrder;
  onChanged: (updated: StaffOrder) => Promise<void>;
}) {
  const siteUrl = useRouteContext({ from: '__root__', select: (c) => c.siteUrl });
  const trpc = useTRPC();
  const newLink = useMutation(trpc.admin.orders.newFamilyLink.mutationOptions());
  const [confirmLink, setConfirmLink] = useState(false);
  const link = familyLink(siteUrl, order.familyToken);

  return (
    <Paper withBorder p="md" radius="md" aria-label="The family's access">
      <Stack gap="xs">
        <Title order={3} size="h4">
          The family&apos;s proof page
        </Title>
        <Text size="sm">
          Proof code <Code fz="md">{order.proofCodeText}</Code>, opened with{' '}
          {order.email ?? 'the email on the order (none yet)'}.
        </Text>
        <Text size="sm">Private link (opens their proof and order without the code):</Text>
        <Text className={classes.link} data-testid="family-link">
          {link}
        </Text>
        <Group gap="xs">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy the link'}
              </Button>
            )}
          </CopyButton>
          {confirmLink ? (
            <>
              <Text size="sm">The old link will stop working. Sure?</Text>
              <Button
                size="xs"
                color="red.9"
                loading={newLink.isPending}
                onClick={async () => {
                  try {
                    await refresh(await newLink.mutateAsync({ id: order.id }));
                    notifications.show({
                      title: 'New link made',
                      message: 'Send it to the family; the old one no longer opens.',
                      color: 'green',
                    });
                  } catch (error) {
                    notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
                  }
                  setConfirmLink(false);
                }}
              >
                Yes, make a new link
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setConfirmLink(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button size="xs" variant="subtle" onClick={() => setConfirmLink(true)}>
              Make a new link
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
