import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';

/** One order as the staff screen shows it: details, proofs, stages and history. */
export type StaffOrder = RouterOutputs['admin']['orders']['get'];

/** Refreshes everything that shows an order after a change. */
export function useOrderRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (updated: StaffOrder) => {
    queryClient.setQueryData(trpc.admin.orders.get.queryKey({ id: updated.id }), updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.summary.pathKey() }),
    ]);
  };
}
