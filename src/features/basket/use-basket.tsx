import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MutationObserver, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Text } from '#src/components/plain';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { showNotice } from '#src/lib/notify';
import type { QueryKit } from '#src/lib/query-kit';
import { ensureBasketSessionId, useBasketSessionId } from './basket-session';
import { BASKET_MAX_ITEMS, type BasketItemType } from '#server/modules/basket/basket.choices';

export type BasketList = RouterOutputs['basket']['list'];
export type BasketLine = BasketList['items'][number];

const EMPTY: BasketList = { items: [], knownTotalCents: 0, unpricedCount: 0, maxItems: BASKET_MAX_ITEMS };

/**
 * The visitor's basket. It is only fetched when this browser has a basket id, so a visitor
 * who never added anything costs no request; `status` is 'none' then.
 */
export function useBasket() {
  const trpc = useTRPC();
  const sessionId = useBasketSessionId();
  const query = useQuery({ ...trpc.basket.list.queryOptions(), enabled: sessionId !== null });
  const data = sessionId && query.data ? query.data : EMPTY;
  const status: 'none' | 'loading' | 'error' | 'ready' =
    sessionId === null ? 'none' : query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return { ...data, count: data.items.length, status, refetch: query.refetch, error: query.error };
}

/**
 * Reloads the basket after a change. A list request already on its way may have been answered
 * before the change was saved, and React Query joins a first fetch rather than repeating it, so
 * that request is cancelled before the reload.
 */
function useReloadBasket() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => reloadBasketNow({ queryClient, trpc });
}

function ViewBasketLink() {
  return (
    <Anchor component={Link} to="/basket" size="sm" fw={600}>
      View your basket
    </Anchor>
  );
}

/** useReloadBasket's reload with a kit at hand, for addToBasket (called outside React by the plain button). */
async function reloadBasketNow({ queryClient, trpc }: QueryKit) {
  const filter = { queryKey: trpc.basket.list.queryKey() };
  await queryClient.cancelQueries(filter);
  await queryClient.invalidateQueries(filter);
}

/**
 * Adds an item and shows the specification's notices; reloads the basket afterwards. A plain
 * function, so a light page's button (add-to-basket-plain.tsx) calls it with React Query's kit
 * loaded on the tap, and the Mantine button's hook below calls the same with the page's.
 */
export async function addToBasket(
  kit: QueryKit,
  itemType: BasketItemType,
  itemId: string,
  /** The browser's design-tool grant, for a playground design while the access form is on (decision 247). */
  grant?: string | null,
): Promise<void> {
  try {
    ensureBasketSessionId();
  } catch {
    showNotice({
      color: 'red',
      title: 'Failed to add to basket',
      message:
        'Your browser is blocking the storage a basket needs. Please allow site data, or call us and we will help.',
    });
    return;
  }
  try {
    const result = await new MutationObserver(kit.queryClient, kit.trpc.basket.add.mutationOptions()).mutate({
      itemType,
      itemId,
      ...(grant ? { grant } : {}),
    });
    showNotice(
      result.status === 'duplicate'
        ? { color: 'blue', title: 'This item is already in your basket', message: <ViewBasketLink /> }
        : {
            color: 'green',
            title: 'Added to basket',
            message: (
              <Text size="sm" component="span">
                {result.title} · <ViewBasketLink />
              </Text>
            ),
          },
    );
  } catch (error) {
    showNotice({ color: 'red', title: 'Failed to add to basket', message: errorMessage(error) });
  } finally {
    await reloadBasketNow(kit);
  }
}

/** addToBasket with the item on its way, for the button's busy state. */
export function useAddToBasket() {
  const kit = { queryClient: useQueryClient(), trpc: useTRPC() };
  const [pendingItem, setPendingItem] = useState<{ itemType: BasketItemType; itemId: string }>();
  async function add(itemType: BasketItemType, itemId: string) {
    setPendingItem({ itemType, itemId });
    try {
      await addToBasket(kit, itemType, itemId);
    } finally {
      setPendingItem(undefined);
    }
  }
  return { add, isPending: pendingItem !== undefined, pendingItem };
}

/** Removes one line; reloads the basket afterwards. */
export function useRemoveFromBasket() {
  const trpc = useTRPC();
  const reloadBasket = useReloadBasket();
  const mutation = useMutation(trpc.basket.remove.mutationOptions());

  async function remove(id: string) {
    try {
      await mutation.mutateAsync({ id });
      showNotice({ color: 'green', message: 'Removed from basket' });
    } catch (error) {
      showNotice({ color: 'red', title: 'Failed to remove from basket', message: errorMessage(error) });
    } finally {
      await reloadBasket();
    }
  }

  return { remove, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}

/** Empties the basket; the list is emptied locally, as the specification says, without a reload. */
export function useClearBasket() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.basket.clear.mutationOptions());

  async function clear(): Promise<boolean> {
    try {
      await mutation.mutateAsync();
      queryClient.setQueryData(trpc.basket.list.queryKey(), (old: BasketList | undefined) => ({
        ...(old ?? EMPTY),
        items: [],
        knownTotalCents: 0,
        unpricedCount: 0,
      }));
      showNotice({ color: 'green', message: 'Basket cleared' });
      return true;
    } catch (error) {
      showNotice({ color: 'red', title: 'Failed to clear basket', message: errorMessage(error) });
      return false;
    }
  }

  return { clear, isPending: mutation.isPending };
}
