import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from '#src/components/plain';
import { errorMessage } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import {
  choicesKey,
  choicesOfKey,
  estimateInput,
  formatDollars,
  type CalculatorChoices,
} from '#server/modules/public-calculator/public-calculator.choices';
import { AccessDialogOnDemand } from '#src/features/access/access-dialog-on-demand';
import { useGrantToken } from '#src/features/access/grant-storage';
import type { KeptEstimate } from './estimate-actions';
import { BreakdownList } from './breakdown-list';
import type { Estimate, ServerEstimate } from './calculator-types';
import { CemeteryFindings } from '#src/features/cemeteries/cemetery-findings';
import type { CalculatorCemetery } from './calculator-cemetery';
import classes from './price-calculator.module.css';

/** A choice the server refused, for the choices it was asked about (a later change hides it). */
interface Refusal {
  field: string;
  message: string;
}

/** What each granite, finish and extra would change, from the last priced answer. */
export type ChoicePrices = Extract<Estimate, { status: 'priced' }>['choicePrices'];

/** The choices a moment after they stop changing (a slow phone is not asked for every keystroke). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** An answer, and the choices and grant it answers. */
interface Answer {
  key: string;
  token: string | null;
  data?: Estimate;
  error?: unknown;
}

/**
 * The estimate of the choices a moment after they stop changing, through `context.api` (no React
 * Query on this page, decision 235): the server's answer for the page's own choices to start
 * with, then one request per settled set of choices and grant; the previous figure stays until
 * the new one arrives, and the answer to choices since changed is dropped. What it refuses (an
 * answer about these very choices) and what each choice would change are read from it during the
 * render, so the server's HTML shows them too; a revoked grant is forgotten.
 */
export function useEstimate(choices: CalculatorChoices, fromServer: ServerEstimate | undefined) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  // The server's snapshot is no grant, as the page was rendered; a kept grant follows at once.
  const [token, saveToken] = useGrantToken('calculator');
  // Debounced by a stable key (a fresh object each render would restart the timer for ever).
  const currentKey = choicesKey(choices);
  const key = useDebounced(currentKey, 350);
  const [answer, setAnswer] = useState<Answer | null>(() =>
    fromServer && fromServer.key === currentKey ? { key: fromServer.key, token: null, data: fromServer.data } : null,
  );
  const [shown, setShown] = useState<Estimate | undefined>(answer?.data);
  const upToDate = answer?.key === key && answer.token === token;
  useEffect(() => {
    if (upToDate) return;
    let current = true;
    api.calculator.estimate(estimateInput(choicesOfKey(key), token)).then(
      (data) => {
        if (!current) return;
        setAnswer({ key, token, data });
        setShown(data);
      },
      (error: unknown) => current && setAnswer({ key, token, error }),
    );
    return () => {
      current = false;
    };
  }, [api, key, token, upToDate]);

  const data = shown;
  const answered = upToDate && !!answer?.data && key === currentKey;
  const refusal: Refusal | null =
    answered && answer.data?.status === 'refused' ? { field: answer.data.field, message: answer.data.message } : null;
  const prices: ChoicePrices | null = data?.status === 'priced' ? data.choicePrices : null;

  // A revoked grant: the browser forgets it and sees the form again.
  const lockedWithGrant = upToDate && !!token && answer?.data?.status === 'locked';
  useEffect(() => {
    if (lockedWithGrant) saveToken(null);
  }, [lockedWithGrant, saveToken]);

  return {
    data,
    error: upToDate ? answer?.error : undefined,
    /** The figure on screen answers other choices or another grant than those now asked. */
    stale: !upToDate || key !== currentKey,
    currentKey,
    token,
    saveToken,
    refusal,
    prices,
  };
}

/** The estimate of the choices, as the form and the panel read it. */
export type CalculatorEstimate = ReturnType<typeof useEstimate>;

// Saving, the basket and the quote load their code (and React Query with tRPC) when a family
// first reaches for one of the buttons, not with the page.
const KeptEstimateRunner = lazy(async () => {
  const [{ KeptEstimateRunner: Runner }] = await Promise.all([import('./estimate-actions'), ensureQueryKit()]);
  return { default: Runner };
});

/**
 * The three actions under the figure. Their code is fetched when a finger, a pointer or the focus
 * reaches one of them (or at the tap itself); a tap waits for it, then acts.
 */
function useKeptEstimateOnDemand(currentKey: string, token: string | null) {
  const [wanted, setWanted] = useState(false);
  const kept = useRef<KeptEstimate | null>(null);
  const waiting = useRef<Array<(kept: KeptEstimate) => void>>([]);
  const onReady = useCallback((actions: KeptEstimate) => {
    kept.current = actions;
    for (const resolve of waiting.current.splice(0)) resolve(actions);
  }, []);
  const want = useCallback(() => setWanted(true), []);
  const whenReady = useCallback((): Promise<KeptEstimate> => {
    setWanted(true);
    return kept.current ? Promise.resolve(kept.current) : new Promise((resolve) => waiting.current.push(resolve));
  }, []);
  const runner = wanted ? (
    <Suspense fallback={null}>
      <KeptEstimateRunner currentKey={currentKey} token={token} onReady={onReady} />
    </Suspense>
  ) : null;
  return { want, whenReady, runner };
}

/**
 * The estimate beside the form. The server prices the choices in the address into the page (the
 * access form permitting), so a family sees the figure before the script has loaded; after that
 * the browser asks again a moment after the choices change, and the previous figure stays until
 * the new one arrives.
 */
export function EstimatePanel({
  choices,
  estimate,
  cemetery,
}: {
  choices: CalculatorChoices;
  estimate: CalculatorEstimate;
  /** The cemetery's rules the choices break, shown in the summary too. */
  cemetery?: CalculatorCemetery;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data, error, stale, currentKey, token, saveToken } = estimate;
  const actions = useKeptEstimateOnDemand(currentKey, token);
  const [busy, setBusy] = useState<'save' | 'basket' | null>(null);

  // The server cannot know a visitor's grant (it is kept in the browser), so it answers "locked"
  // where the access form stands: the invitation waits until the browser knows there is none,
  // rather than greet a family who has already filled in the form.
  const hydrated = useHydrated();
  // Not while the page hydrates: the server's HTML did not show it.
  const updating = hydrated && stale;
  const grantUnknown = data?.status === 'locked' && (!hydrated || (!!token && stale));

  async function act(kind: 'save' | 'basket' | 'quote') {
    const kept = await actions.whenReady();
    if (kind === 'save') setBusy('save');
    else if (kind === 'basket') setBusy('basket');
    try {
      if (kind === 'save') await kept.onSave();
      else await kept.onAddToBasket(kind === 'quote');
    } finally {
      setBusy(null);
    }
  }

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
        {!data && !error ? (
          <WorkingOut />
        ) : grantUnknown ? (
          <WorkingOut beforeScript={!hydrated} />
        ) : error && !data ? (
          <Alert color="red">{errorMessage(error, 'We could not work out the estimate just now.')}</Alert>
        ) : data?.status === 'locked' ? (
          <>
            <LockedEstimate onOpen={() => setDialogOpen(true)} />
            {cemetery && <CemeteryFindings findings={cemetery.findings} onApply={cemetery.apply} />}
          </>
        ) : data?.status === 'refused' ? (
          <Alert color="orange" title="Please change one choice">
            {data.message}
          </Alert>
        ) : data?.status === 'priced' ? (
          <PricedEstimate
            data={data}
            template={choices.template ?? null}
            busy={busy}
            onReach={actions.want}
            onAct={(kind) => void act(kind)}
            cemetery={cemetery}
          />
        ) : null}
      </Stack>
      {actions.runner}
      <AccessDialogOnDemand
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        tool="calculator"
        toolName="price calculator"
        zip={choices.zip}
        onGranted={(granted) => {
          // The new grant is a new question: the estimate asks again with it.
          saveToken(granted);
          setDialogOpen(false);
        }}
      />
    </Paper>
  );
}

/** While the figure is on its way; before the script, behind the access form, says why it waits. */
function WorkingOut({ beforeScript = false }: { beforeScript?: boolean }) {
  return (
    <>
      <Text className={classes.figure} c="dimmed">
        Working out your estimate...
      </Text>
      {/* The access form is the page's script: before it has loaded (or without it), say so. */}
      {beforeScript && (
        <Text size="sm">
          The figures follow once the page has loaded: it asks, once, who you are. Or call us, and we will gladly price
          these choices with you.
        </Text>
      )}
    </>
  );
}

/** Before the figures: the access form's invitation and what the estimate will show. */
function LockedEstimate({ onOpen }: { onOpen: () => void }) {
  return (
    <Stack gap="sm">
      <Text>
        Please tell us who you are, once, and we will show your estimate with every line explained. Your choices are
        kept.
      </Text>
      <Button
        onClick={onOpen}
        onPointerEnter={AccessDialogOnDemand.preload}
        onTouchStart={AccessDialogOnDemand.preload}
      >
        See my estimate
      </Button>
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
  template,
  busy,
  onReach,
  onAct,
  cemetery,
}: {
  data: Extract<Estimate, { status: 'priced' }>;
  cemetery?: CalculatorCemetery;
  /** The calculator template the choices started from: the design playground starts from it too. */
  template: string | null;
  busy: 'save' | 'basket' | null;
  onReach: () => void;
  onAct: (kind: 'save' | 'basket' | 'quote') => void;
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
      <Stack gap="xs" onPointerEnter={onReach} onTouchStart={onReach} onFocus={onReach}>
        <Button onClick={() => onAct('save')} loading={busy === 'save'}>
          Save this estimate
        </Button>
        <Button variant="light" onClick={() => onAct('basket')} loading={busy === 'basket'}>
          Add to basket
        </Button>
        <Button variant="default" onClick={() => onAct('quote')}>
          Ask for a quote
        </Button>
      </Stack>
      {template && (
        <Text size="sm">
          <Anchor href={`/ai-tools/design-playground?template=${encodeURIComponent(template)}`} underline="always">
            See it drawn
          </Anchor>{' '}
          in the design playground, and try names, dates and art on the stone.
        </Text>
      )}
      {cemetery && <CemeteryFindings findings={cemetery.findings} onApply={cemetery.apply} />}
      <BreakdownList summary={data.summary} />
    </Stack>
  );
}
