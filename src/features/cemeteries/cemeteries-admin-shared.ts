import { useQueryClient } from '@tanstack/react-query';
import { STATE_CODES, STATE_NAMES } from '#server/modules/cemeteries/cemeteries.choices';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';

export type Cemetery = RouterOutputs['admin']['cemeteries']['get'];
export type Section = Cemetery['sections'][number];
export type Errors = Record<string, string | undefined>;

export const stateOptions = STATE_CODES.map((code) => ({ value: code, label: `${code} · ${STATE_NAMES[code]}` }));

export function useInvalidateCemeteries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.cemeteries.pathKey() });
}
