import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';

export type Draft = RouterOutputs['admin']['calculator']['draft'];
export type PricingDocument = Draft['document'];
export type Breakdown = Extract<RouterOutputs['admin']['calculator']['testPrice']['draft'], { ok: true }>['breakdown'];
export type BreakdownLine = Breakdown['lines'][number];

export function isConflict(error: unknown) {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'CONFLICT';
}

/** The draft and the three ways to change it; every change refreshes the calculator's queries. */
export function useCalculatorDraft() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: draft } = useSuspenseQuery(trpc.admin.calculator.draft.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.calculator.pathKey() });
  const onError = (error: unknown) => {
    if (isConflict(error)) void refresh();
  };
  const saveItem = useMutation(trpc.admin.calculator.saveItem.mutationOptions({ onSuccess: refresh, onError }));
  const deleteItem = useMutation(trpc.admin.calculator.deleteItem.mutationOptions({ onSuccess: refresh, onError }));
  const reorder = useMutation(
    trpc.admin.calculator.reorder.mutationOptions({
      onSuccess: refresh,
      onError: (error) => {
        onError(error);
        notifications.show({ title: 'Not reordered', message: errorMessage(error), color: 'red' });
      },
    }),
  );
  return { draft, saveItem, deleteItem, reorder, refresh };
}
