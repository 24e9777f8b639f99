import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC, errorMessage } from '#src/lib/trpc';
import { showNotice } from '#src/lib/notify';
import { choicesOfKey } from '#server/modules/public-calculator/public-calculator.choices';
import { useAddToBasket } from '#src/features/basket/use-basket';

/**
 * Saving the estimate, adding it to the basket and asking for a quote: loaded with React Query and
 * tRPC when a family first reaches for one of the estimate's buttons (decision 235).
 */

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

/** What the estimate's buttons do. */
export interface KeptEstimate {
  onSave: () => Promise<void>;
  onAddToBasket: (thenQuote: boolean) => Promise<void>;
}

/** Saving the estimate (once per set of choices) to open its page, or to add it to the basket. */
function useKeptEstimate(currentKey: string, token: string | null): KeptEstimate {
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

  return { onSave, onAddToBasket };
}

/** Hands the panel the buttons' actions for the choices as they stand (it draws the buttons itself). */
export function KeptEstimateRunner({
  currentKey,
  token,
  onReady,
}: {
  currentKey: string;
  token: string | null;
  onReady: (kept: KeptEstimate) => void;
}) {
  const kept = useKeptEstimate(currentKey, token);
  useEffect(() => onReady(kept));
  return null;
}
