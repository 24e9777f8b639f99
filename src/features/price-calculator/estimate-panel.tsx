import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTRPC, errorMessage, type RouterOutputs } from '#src/lib/trpc';
import { showNotice } from '#src/lib/notify';
import { useHydrated } from '#src/lib/hydration';
import {
  choicesKey,
  choicesOfKey,
  estimateInput,
  formatDollars,
  type CalculatorChoices,
} from '#server/modules/public-calculator/public-calculator.choices';
import { AccessDialog } from '#src/features/access/access-dialog';
import { useGrantToken } from '#src/features/access/grant-storage';
import { useAddToBasket } from '#src/features/basket/use-basket';
import { BreakdownList } from './breakdown-list';
import classes from './price-calculator.module.css';

/** A choice the server refused, for the choices it was asked about (a later change hides it). */
interface Refusal {
  field: string;
  message: string;
}

/** What each granite, finish and extra would change, from the last priced answer. */
export type ChoicePrices = Extract<RouterOutputs['calculator']['estimate'], { status: 'priced' }>['choicePrices'];

/**
 * The estimate saved for each set of choices in this tab, so "Add to basket" and "Save" tapped
 * again (or after a reload) use the same estimate: the basket then says it is already there.
 */
const SAVED_KEY = 'calculator-saved-estimates';
function savedReference(key: string): string | null {
  try {
    return (JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? '{}') as Record<string, string>)[key] ?? null;
  } catch {
    return null;
  }
}
function rememberReference(key: string, reference: string) {
  try {
    const all = JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(SAVED_KEY, JSON.stringify({ ...all, [key]: reference }));
  } catch {
    // Storage blocked: the reference is kept for this page only.
  }
}

/** The choices a moment after they stop changing (a slow phone is not asked for every keystroke). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The estimate beside the form. The server prices the choices in the address into the page (the
 * access form permitting), so a family sees the figure before the script has loaded; after that
 * the browser asks again a moment after the choices change, and the previous figure stays until
 * the new one arrives.
 */
export function EstimatePanel({ choices, estimate }: { choices: CalculatorChoices; estimate: CalculatorEstimate }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { query, data, key, currentKey, token, saveToken } = estimate;
  const { save, basket, onSave, onAddToBasket } = useKeptEstimate(currentKey, token);

  // The server cannot know a visitor's grant (it is kept in the browser), so it answers "locked"
  // where the access form stands: the invitation waits until the browser knows there is none,
  // rather than greet a family who has already filled in the form.
  const hydrated = useHydrated();
  // Not while the page hydrates: a cached page's figure may be old enough to be asked again on
  // mount, and React Query says "fetching" from the first render, which the server HTML did not.
  const updating = hydrated && (query.isFetching || key !== currentKey);
  const grantUnknown = data?.status === 'locked' && (!hydrated || (!!token && query.isPlaceholderData));
  return (
    <Paper withBorder radius="md" p="lg" className={classes.panel} aria-labelledby="estimate-title">
      <Stack gap="sm" className={classes.panelBody}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id="estimate-title">
            Your estimate
          </Title>
          <span className={classes.updating} aria-hidden={!updating}>
            {updating && (
              <span role="status" aria-label="Updating the estimate">
                <Loader size="xs" />
              </span>
            )}
          </span>
        </Group>
        {(!data && query.isPending) || grantUnknown ? (
          <>
            <Text className={classes.figure} c="dimmed">
              Working out your estimate...
            </Text>
            {/* The access form is the page's script: before it has loaded (or without it), say so. */}
            {grantUnknown && !hydrated && (
              <Text size="sm">
                The figures follow once the page has loaded: it asks, once, who you are. Or call us, and we will gladly
                price these choices with you.
              </Text>
            )}
          </>
        ) : query.isError && !data ? (
          <Alert color="red">{errorMessage(query.error, 'We could not work out the estimate just now.')}</Alert>
        ) : data?.status === 'locked' ? (
          <LockedEstimate onOpen={() => setDialogOpen(true)} />
        ) : data?.status === 'refused' ? (
          <Alert color="orange" title="Please change one choice">
            {data.message}
          </Alert>
        ) : data?.status === 'priced' ? (
          <PricedEstimate
            data={data}
            saving={save.isPending}
            adding={basket.isPending}
            onSave={onSave}
            onAddToBasket={onAddToBasket}
          />
        ) : null}
      </Stack>
      <AccessDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        tool="calculator"
        toolName="price calculator"
        zip={choices.zip}
        onGranted={(granted) => {
          saveToken(granted);
          setDialogOpen(false);
          void queryClient.invalidateQueries({ queryKey: trpc.calculator.estimate.queryKey() });
        }}
      />
    </Paper>
  );
}

type Estimate = RouterOutputs['calculator']['estimate'];

/** The estimate of the choices, as the form and the panel read it. */
export type CalculatorEstimate = ReturnType<typeof useEstimate>;

/**
 * The estimate of the choices a moment after they stop changing: what it refuses (an answer about
 * these very choices, not the previous one kept on screen) and what each choice would change are
 * read from it during the render, so the server's HTML shows them too; a revoked grant is forgotten.
 */
export function useEstimate(choices: CalculatorChoices) {
  const trpc = useTRPC();
  // The server's snapshot is no grant, as the page was rendered; a kept grant follows at once.
  const [token, saveToken] = useGrantToken('calculator');
  // Debounced by a stable key (a fresh object each render would restart the timer for ever).
  const currentKey = choicesKey(choices);
  const key = useDebounced(currentKey, 350);
  const input = useMemo(() => estimateInput(choicesOfKey(key), token), [key, token]);
  const query = useQuery({ ...trpc.calculator.estimate.queryOptions(input), placeholderData: keepPreviousData });
  const data = query.data;
  const answered = !!data && !query.isPlaceholderData && key === currentKey;
  const refusal: Refusal | null =
    answered && data.status === 'refused' ? { field: data.field, message: data.message } : null;
  const prices: ChoicePrices | null = data?.status === 'priced' ? data.choicePrices : null;

  // A revoked grant: the browser forgets it and sees the form again.
  useEffect(() => {
    if (data?.status === 'locked' && token && !query.isPlaceholderData) saveToken(null);
  }, [data, token, saveToken, query.isPlaceholderData]);

  return { query, data, key, currentKey, token, saveToken, refusal, prices };
}

/** Saving the estimate (once per set of choices) to open its page, or to add it to the basket. */
function useKeptEstimate(currentKey: string, token: string | null) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const save = useMutation(trpc.calculator.save.mutationOptions());
  const basket = useAddToBasket();
  const [savedRef, setSavedRef] = useState<{ key: string; reference: string } | null>(null);

  // Saved as chosen now, even a moment before the figures catch up (never the previous choices).
  async function saveOnce(): Promise<string | null> {
    const key = currentKey;
    if (savedRef?.key === key) return savedRef.reference;
    const kept = savedReference(key);
    if (kept) {
      setSavedRef({ key, reference: kept });
      return kept;
    }
    try {
      const { reference } = await save.mutateAsync({ choices: choicesOfKey(key), grantToken: token });
      setSavedRef({ key, reference });
      rememberReference(key, reference);
      return reference;
    } catch (error) {
      showNotice({ color: 'red', title: 'We could not save your estimate', message: errorMessage(error) });
      return null;
    }
  }

  async function onSave() {
    const reference = await saveOnce();
    if (reference) void navigate({ to: '/calculator/estimate/$reference', params: { reference } });
  }

  async function onAddToBasket(thenQuote: boolean) {
    const reference = await saveOnce();
    if (!reference) return;
    await basket.add('estimate', reference);
    if (thenQuote) void navigate({ to: '/basket', hash: 'quote-form-title' });
  }

  return { save, basket, onSave, onAddToBasket };
}

/** Before the figures: the access form's invitation and what the estimate will show. */
function LockedEstimate({ onOpen }: { onOpen: () => void }) {
  return (
    <Stack gap="sm">
      <Text>
        Please tell us who you are, once, and we will show your estimate with every line explained. Your choices are
        kept.
      </Text>
      <Button onClick={onOpen}>See my estimate</Button>
      <Text size="sm" fw={600} mt="xs">
        Your estimate shows
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>a price range for the monument you chose</List.Item>
        <List.Item>every line in plain words: granite, finishes, lettering, extras, foundation</List.Item>
        <List.Item>what is included, and what is paid to the cemetery</List.Item>
        <List.Item>a link to keep it, share it or ask us for a quote</List.Item>
      </List>
    </Stack>
  );
}

/** The priced estimate: the range, the actions, and every line. */
function PricedEstimate({
  data,
  saving,
  adding,
  onSave,
  onAddToBasket,
}: {
  data: Extract<Estimate, { status: 'priced' }>;
  saving: boolean;
  adding: boolean;
  onSave: () => Promise<void>;
  onAddToBasket: (thenQuote: boolean) => Promise<void>;
}) {
  return (
    <Stack gap="sm">
      <Text className={classes.figure} data-testid="estimate-range" aria-live="polite">
        {formatDollars(data.lowCents)} to {formatDollars(data.highCents)}
      </Text>
      <Text size="sm" c="dimmed">
        {data.summary.title}. {data.summary.rangeExplanation}
      </Text>
      {/* The actions sit above the breakdown, so a line more or less never moves them. */}
      <Stack gap="xs">
        <Button onClick={() => void onSave()} loading={saving}>
          Save this estimate
        </Button>
        <Button variant="light" onClick={() => void onAddToBasket(false)} loading={adding}>
          Add to basket
        </Button>
        <Button variant="default" onClick={() => void onAddToBasket(true)}>
          Ask for a quote
        </Button>
      </Stack>
      <BreakdownList summary={data.summary} />
    </Stack>
  );
}
