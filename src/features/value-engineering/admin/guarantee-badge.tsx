import { formatPrice } from '#server/modules/shared/money';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import classes from './ve-admin.module.css';

export type Guarantee = { kept: boolean; savingCents: number; savingPercent: number } | null;

/** In a list: kept (green) or BROKEN (red), or nothing before the final price. */
export function GuaranteeBadge({ guarantee }: { guarantee: Guarantee }) {
  if (!guarantee) return <Text size="sm">Not yet priced</Text>;
  return guarantee.kept ? (
    <Badge color="#166534" variant="filled">
      Kept · saved {guarantee.savingPercent.toFixed(1)}%
    </Badge>
  ) : (
    <Badge color="red.9" variant="filled" size="lg">
      Guarantee broken
    </Badge>
  );
}

/** In one commitment: the verdict in large type, the saving in dollars and percent. */
export function GuaranteePanel({
  guarantee,
  packagePriceCents,
  finalPriceCents,
}: {
  guarantee: Guarantee;
  packagePriceCents: number;
  finalPriceCents: number | null;
}) {
  if (!guarantee || finalPriceCents == null) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text>
          No final price yet. Once you record it, this shows whether it came in below the package price of{' '}
          {formatPrice(packagePriceCents)}.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper
      p="md"
      radius="md"
      className={guarantee.kept ? classes.kept : classes.broken}
      role="status"
      data-testid="guarantee-panel"
    >
      <Stack gap={4}>
        <Text className={classes.verdict} c={guarantee.kept ? '#14532d' : 'red.9'}>
          {guarantee.kept ? 'Guarantee kept' : 'GUARANTEE BROKEN'}
        </Text>
        <Text>
          Final price {formatPrice(finalPriceCents)} against the package price {formatPrice(packagePriceCents)}.
        </Text>
        {guarantee.kept ? (
          <Text fw={700}>
            Saving: {formatPrice(guarantee.savingCents)} ({guarantee.savingPercent.toFixed(1)}%)
          </Text>
        ) : (
          <Text fw={700}>
            {guarantee.savingCents === 0
              ? 'The final price equals the package price.'
              : `The final price is ${formatPrice(-guarantee.savingCents)} above the package price.`}{' '}
            The family was promised less: please speak with them before closing.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
