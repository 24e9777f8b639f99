import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import type { StaffOrder } from './use-order-refresh';

/** Notes only staff see, saved with their own button (closing with unsaved notes asks first). */
export function OrderStaffNotes({
  order,
  onChanged: refresh,
}: {
  order: StaffOrder;
  onChanged: (updated: StaffOrder) => Promise<void>;
}) {
  const trpc = useTRPC();
  const saveNotes = useMutation(trpc.admin.orders.saveNotes.mutationOptions());
  const [notes, setNotes] = useState(order.staffNotes ?? '');
  useUnsavedNotes(notes !== (order.staffNotes ?? ''));

  return (
    <Stack gap="xs">
      <Textarea
        label="Staff notes"
        description="Only staff see these."
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={3}
      />
      <div>
        <Button
          variant="default"
          loading={saveNotes.isPending}
          onClick={async () => {
            try {
              await refresh(await saveNotes.mutateAsync({ id: order.id, staffNotes: notes }));
              notifications.show({ title: 'Notes saved', message: order.reference, color: 'green' });
            } catch (error) {
              notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
            }
          }}
        >
          Save notes
        </Button>
      </div>
    </Stack>
  );
}
