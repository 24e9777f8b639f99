import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import type { BasketItemType } from '#server/modules/basket/basket.choices';
import { useHydrated } from '#src/lib/hydration';
import { useAddToBasket } from './use-basket';
import InBasketNote from './in-basket-note';
import type { AddCaution } from './add-caution';
import classes from './basket.module.css';

// Only reserved and clearance pieces need it, and only on a tap: loaded then.
const AddCautionDialog = lazy(() => import('./add-caution'));

export interface AddToBasketButtonProps {
  itemType: BasketItemType;
  itemId: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  /** Shows "In your basket · View" under the button once the item is there (space is reserved, so nothing moves). */
  withStatus?: boolean;
  /** Id of the element that names the item, so a screen reader hears which item the button adds. */
  describedBy?: string;
  /** Something to confirm before adding (a reserved or clearance piece). */
  caution?: AddCaution;
}

/**
 * "Add to basket" for a package or a gallery item. Only the type and id are sent; the server
 * builds the item's title, picture and price from its own catalog.
 */
export function AddToBasketButton({
  itemType,
  itemId,
  size = 'md',
  variant = 'filled',
  fullWidth,
  withStatus = true,
  describedBy,
  caution,
}: AddToBasketButtonProps) {
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stopAsking = () => {
    setAsking(false);
    window.setTimeout(() => buttonRef.current?.focus(), 0);
  };
  const { add, pendingItem } = useAddToBasket();
  // A tap on the server-rendered button before the page's code has loaded would do nothing.
  const hydrated = useHydrated();
  const busy = pendingItem?.itemType === itemType && pendingItem.itemId === itemId;

  const button = (
    <Button
      ref={buttonRef}
      size={size}
      variant={variant}
      fullWidth={fullWidth}
      loading={busy}
      disabled={!hydrated}
      aria-describedby={describedBy}
      onClick={() => (caution ? setAsking(true) : void add(itemType, itemId))}
    >
      Add to basket
    </Button>
  );
  const dialog = caution && asking && (
    <Suspense fallback={null}>
      <AddCautionDialog
        caution={caution}
        opened
        onCancel={stopAsking}
        onConfirm={() => {
          stopAsking();
          void add(itemType, itemId);
        }}
      />
    </Suspense>
  );
  if (!withStatus)
    return (
      <>
        {button}
        {dialog}
      </>
    );
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      {button}
      {dialog}
      <Text size="sm" className={classes.status} aria-live="polite">
        <InBasketNote itemType={itemType} itemId={itemId} />
      </Text>
    </Stack>
  );
}
