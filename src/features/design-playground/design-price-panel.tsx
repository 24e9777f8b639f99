import { useEffect, useState } from 'react';
import { Alert, Group, List, Loader, Paper, Stack, Text, Title } from '#src/components/plain';
import { formatDollars } from '#server/modules/public-calculator/public-calculator.choices';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import type { CemeteryFeeLine } from '#server/modules/cemeteries/cemeteries.choices';
import { publicErrorMessage } from '#src/lib/public-api';
import { BreakdownList } from '#src/features/price-calculator/breakdown-list';
import { priceDesign, type DesignEstimate } from './design-api';
import classes from './design-playground.module.css';

/** How long after the last change the design is priced (a slow phone is not asked at every keystroke). */
export const PRICE_DELAY_MS = 400;

interface Priced {
  key: string;
  estimate?: DesignEstimate;
  error?: string;
}

/**
 * The published engine's estimate of the design, asked a moment after it stops changing; the
 * request for a design since changed is abandoned, and the figure on screen stays until the new
 * one arrives. Starts from the server's estimate of the same design, when the page came with one.
 */
export function useDesignPrice(
  design: DesignConfiguration,
  fromServer: { design: DesignConfiguration; estimate: DesignEstimate } | null,
) {
  const key = JSON.stringify(design);
  const [answer, setAnswer] = useState<Priced | null>(() =>
    fromServer ? { key: JSON.stringify(fromServer.design), estimate: fromServer.estimate } : null,
  );
  const [shown, setShown] = useState<DesignEstimate | null>(fromServer?.estimate ?? null);
  const upToDate = answer?.key === key;
  useEffect(() => {
    if (upToDate) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      priceDesign(JSON.parse(key) as DesignConfiguration, controller.signal).then(
        (estimate) => {
          setAnswer({ key, estimate });
          setShown(estimate);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ key, error: publicErrorMessage(error, 'We could not reach our price list just now.') });
        },
      );
    }, PRICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, upToDate]);
  return { estimate: shown, error: upToDate ? (answer?.error ?? null) : null, updating: !upToDate };
}

export type DesignPrice = ReturnType<typeof useDesignPrice>;

/** What the price list refuses, for the control it belongs beside (`width`, `height`, `granite`...), or null. */
export function priceRefusal(price: DesignPrice, control: string): string | null {
  const { estimate, updating } = price;
  return !updating && estimate?.status === 'refused' && estimate.control === control ? estimate.message : null;
}

/** The live price: the calculator's range and its plain breakdown, and the cemetery's own fees apart from it. */
export function PricePanel({ price, fees = null }: { price: DesignPrice; fees?: CemeteryFeeLine[] | null }) {
  const { estimate, error, updating } = price;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="price-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="price-title">
            Your estimate
          </Title>
          {updating && estimate && (
            <span role="status" aria-label="Updating the estimate">
              <Loader size="xs" />
            </span>
          )}
        </Group>
        {error && !estimate ? (
          <Alert color="red">{error}</Alert>
        ) : !estimate ? (
          <Text c="dimmed">Working out your estimate...</Text>
        ) : estimate.status === 'refused' ? (
          <Alert color="orange" title="Please change one thing">
            {estimate.message}
          </Alert>
        ) : (
          <>
            <Text className={classes.figure} data-testid="design-estimate-range" aria-live="polite">
              {formatDollars(estimate.lowCents)} to {formatDollars(estimate.highCents)}
            </Text>
            <Text size="sm" c="dimmed">
              {estimate.summary.title}. {estimate.summary.rangeExplanation}
            </Text>
            {estimate.notes.length > 0 && (
              <List size="sm" spacing={4}>
                {estimate.notes.map((note) => (
                  <List.Item key={note}>{note}</List.Item>
                ))}
              </List>
            )}
            <BreakdownList summary={estimate.summary} />
          </>
        )}
        {error && estimate && (
          <Text size="sm" c="red.9">
            {error}
          </Text>
        )}
        {fees && <CemeteryFees fees={fees} />}
      </Stack>
    </Paper>
  );
}

/** The cemetery's setting and permit fees (decision 280): paid to the cemetery, not part of the range above. */
function CemeteryFees({ fees }: { fees: CemeteryFeeLine[] }) {
  return (
    <Stack gap={4} className={classes.cemeteryFees} data-testid="cemetery-fees">
      <Text size="sm" fw={600}>
        Paid to the cemetery
      </Text>
      <Text size="xs" c="dimmed">
        Not part of our estimate: the cemetery charges these itself.
      </Text>
      <List size="sm" spacing={2}>
        {fees.map((line) => (
          <List.Item key={line.fee}>
            {line.label}: {line.words}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
