import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#src/lib/trpc';
import type { Selection } from './use-selection';

/**
 * Deleting rows of a staff image list after a confirmation. `ask(ids)` opens the dialog; spread
 * `dialogProps` into a ConfirmDialog and add the screen's own message and busy state.
 */
export function useConfirmDelete({
  noun,
  selection,
  remove,
  refresh,
}: {
  /** What a row is called: { one: 'photo', many: 'photos' }. */
  noun: { one: string; many: string };
  selection: Selection;
  remove(ids: string[]): Promise<{ deleted: number }>;
  refresh(): Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState<string[] | null>(null);

  async function confirm() {
    if (!confirming) return;
    try {
      const { deleted } = await remove(confirming);
      selection.drop(confirming);
      setConfirming(null);
      await refresh();
      notifications.show({
        title: 'Deleted',
        message: `${deleted} ${deleted === 1 ? `${noun.one} was` : `${noun.many} were`} deleted.`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not deleted', message: errorMessage(error), color: 'red' });
    }
  }

  return {
    /** The ids waiting for confirmation, or null when the dialog is closed. */
    confirming,
    ask: (ids: string[]) => setConfirming(ids),
    dialogProps: {
      opened: confirming !== null,
      title: confirming?.length === 1 ? `Delete this ${noun.one}?` : `Delete ${confirming?.length ?? 0} ${noun.many}?`,
      confirmLabel: confirming?.length === 1 ? `Delete ${noun.one}` : `Delete ${noun.many}`,
      onConfirm: () => void confirm(),
      onCancel: () => setConfirming(null),
    },
  };
}
