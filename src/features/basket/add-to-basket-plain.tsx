import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text } from '#src/components/plain';
import type { Size } from '#src/components/plain/style-props';
import type { AddToBasketButtonProps } from './add-to-basket-button';
import { useHydrated } from '#src/lib/hydration';
import { ensureQueryKit, useQueryKit } from '#src/lib/query-kit-store';
import { useBasketSessionId } from './basket-session';
import classes from './basket.module.css';

// "In your basket · View" reads the basket through React Query: only for a browser that has one.
const InBasketNote = lazy(() => import('./in-basket-note'));

/** AddToBasketButton's props, with the plain button's sizes and variants and no caution (no gallery piece). */
type PlainAddToBasketButtonProps = Omit<AddToBasketButtonProps, 'size' | 'variant' | 'caution'> & {
  size?: Size;
  variant?: 'filled' | 'light';
};

/**
 * "Add to basket" on a light page (the packages, the empty basket's suggestions), drawn with the
 * plain components: the same markup as AddToBasketButton, without Mantine's runtime or React
 * Query at load. The tap loads React Query and the add (`addToBasket`, shared with the Mantine
 * button); a browser that already has a basket reads it, as the header's count does, to say
 * which items are in it. Disabled until the page is hydrated, as the Mantine button is.
 */
export function PlainAddToBasketButton({
  itemType,
  itemId,
  size = 'md',
  variant = 'filled',
  fullWidth,
  withStatus = true,
  describedBy,
}: PlainAddToBasketButtonProps) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const hasBasket = useBasketSessionId() !== null;
  const kit = useQueryKit(hasBasket && withStatus);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      const [{ addToBasket }, queryKit] = await Promise.all([import('./use-basket'), ensureQueryKit()]);
      await addToBasket(queryKit, itemType, itemId);
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <Button
      size={size}
      variant={variant}
      fullWidth={fullWidth}
      disabled={!hydrated}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
      onClick={() => void add()}
    >
      Add to basket
    </Button>
  );
  if (!withStatus) return button;
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      {button}
      <Text size="sm" className={classes.status} aria-live="polite">
        {hasBasket && kit && (
          <Suspense fallback={null}>
            <InBasketNote itemType={itemType} itemId={itemId} />
          </Suspense>
        )}
      </Text>
    </Stack>
  );
}
