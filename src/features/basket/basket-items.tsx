import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '#content/packages';
import { useClearBasket, useRemoveFromBasket, type BasketList } from './use-basket';
import classes from './basket.module.css';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';
type BasketItem = BasketList['items'][number];

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The basket's lines with remove buttons, the sum of known prices, and "clear" with a confirmation. */
export function BasketItems({ basket }: { basket: BasketList }) {
  const { remove, pendingId } = useRemoveFromBasket();
  const { clear, isPending: clearing } = useClearBasket();
  const [confirmClear, setConfirmClear] = useState(false);
  useDialogFocusReturn(confirmClear);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {itemsLabel(basket.items.length)} in your basket
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items in your basket">
        {basket.items.map((item) => (
          <BasketLine
            key={item.id}
            item={item}
            removing={pendingId === item.id}
            onRemove={() => void remove(item.id)}
          />
        ))}
      </Stack>

      <BasketTotals basket={basket} />

      {basket.items.length >= basket.maxItems && (
        <Text size="sm" fw={600}>
          Your basket is full ({basket.maxItems} items). Send us a quote request for these, or remove an item to add
          another.
        </Text>
      )}
      <Divider />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Your basket is kept on this device for 90 days. No account needed.
        </Text>
        <Button variant="default" onClick={() => setConfirmClear(true)}>
          Clear basket
        </Button>
      </Group>

      <ClearBasketDialog
        opened={confirmClear}
        count={basket.items.length}
        clearing={clearing}
        onClose={() => setConfirmClear(false)}
        onClear={async () => {
          if (await clear()) setConfirmClear(false);
        }}
      />
    </Stack>
  );
}

/** One item: its picture, kind, title, price, what it carries (an estimate, an epitaph), and its buttons. */
function BasketLine({ item, removing, onRemove }: { item: BasketItem; removing: boolean; onRemove: () => void }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {item.data.image ? (
          <img
            src={item.data.image.src}
            alt={item.data.image.alt}
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            className={classes.itemImage}
          />
        ) : (
          <div className={classes.itemImage} aria-hidden="true" />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {item.data.category}
          </Text>
          <Link to={item.data.link} className={classes.itemTitle} id={`basket-item-${item.id}`}>
            {item.data.title}
          </Link>
          <Text fw={600}>{item.data.priceCents === null ? 'Price on request' : formatPrice(item.data.priceCents)}</Text>
          {item.data.estimate && (
            <div>
              <Text size="sm">
                Estimate range {item.data.estimate.range} (price list version {item.data.estimate.versionId})
              </Text>
              <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                {item.data.estimate.lines.map((line, index) => (
                  <li key={index}>
                    <Text size="sm" component="span">
                      {line.label}: {line.amount}
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {item.data.epitaph && (
            <div>
              <Text size="sm">
                On a {item.data.epitaph.stone.charAt(0).toLowerCase() + item.data.epitaph.stone.slice(1)}
                {item.data.epitaph.fits ? '' : ' (some lines need a shorter form or a larger stone)'}
              </Text>
              <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                {item.data.epitaph.lines.map((line, index) => (
                  <li key={index}>
                    <Text size="sm" component="span">
                      {line.text} ({line.height} letters)
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Group mt={4}>
            {item.itemType === 'package' && (
              <Button
                // The packages page opens the reservation for the package named in ?reserve=.
                renderRoot={(props) => (
                  <Link {...props} to="/value-engineering/packages" search={{ reserve: item.itemId }} />
                )}
                size="sm"
                aria-describedby={`basket-item-${item.id}`}
              >
                Reserve this package
              </Button>
            )}
            <Button
              variant="default"
              size="sm"
              loading={removing}
              onClick={onRemove}
              aria-label={`Remove ${item.data.title} from basket`}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The sum of the prices that are known, what is priced on request, and what the quote confirms. */
function BasketTotals({ basket }: { basket: BasketList }) {
  const pricedCount = basket.items.length - basket.unpricedCount;
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap={6}>
        {pricedCount > 0 && (
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={600}>
              {basket.unpricedCount > 0
                ? `Total of listed prices (${itemsLabel(pricedCount)})`
                : 'Total of listed prices'}
            </Text>
            <Text fw={700} fz="xl" data-testid="basket-total">
              {formatPrice(basket.knownTotalCents)}
            </Text>
          </Group>
        )}
        {basket.unpricedCount > 0 && (
          <Text size="sm">
            {basket.unpricedCount === 1 ? 'One item is' : `${basket.unpricedCount} items are`} priced on request. We
            will include {basket.unpricedCount === 1 ? 'it' : 'them'} in your quote.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Prices are as listed when you added each item. Your quote confirms the final price, with delivery and
          installation included.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Asks before every item leaves the basket. */
function ClearBasketDialog({
  opened,
  count,
  clearing,
  onClose,
  onClear,
}: {
  opened: boolean;
  count: number;
  clearing: boolean;
  onClose: () => void;
  onClear: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Clear your basket?" centered>
      <Stack>
        <Text>This removes all {itemsLabel(count)} from your basket. You can add them again at any time.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my items
          </Button>
          <Button color="red.9" loading={clearing} onClick={onClear}>
            Clear basket
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
