import type { DesignOptions } from '#server/modules/design/design.options';
import type { DesignConfiguration, DesignInput } from '#server/modules/design/design.schema';
import type { DesignEstimate } from '#server/modules/design/design.service';
import type { BasketItemType } from '#server/modules/basket/basket.choices';
import { PublicApiError, postPublic, type PublicApi } from '#src/lib/public-api';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import type { DesignStartFrom } from './design-playground.search';

/**
 * The one place the page calls the `design` procedures (options, start, price, save, saved) and
 * adds a design to the basket: their shapes are the issue's contract, so a change to the router
 * is a change to this file alone.
 */

export type { DesignEstimate, DesignOptions };

export interface DesignStart {
  design: DesignConfiguration;
  title: string;
}

export interface SavedDesign {
  reference: string;
  design: DesignConfiguration;
  savedAt: string;
  estimate: DesignEstimate;
}

/** The design procedures a loader reads through `context.api` (in-process on the server, GET or POST in the browser). */
interface DesignQueries {
  options(): Promise<DesignOptions>;
  start(input: { from: DesignStartFrom; ref: string }): Promise<DesignStart>;
  saved(input: { reference: string }): Promise<SavedDesign>;
  price(input: { design: DesignInput }): Promise<DesignEstimate>;
}

function queries(api: PublicApi): DesignQueries {
  return (api as unknown as { design: DesignQueries }).design;
}

export const loadDesignOptions = (api: PublicApi) => queries(api).options();
export const loadDesignStart = (api: PublicApi, start: { from: DesignStartFrom; ref: string }) =>
  queries(api).start(start);
export const loadSavedDesign = (api: PublicApi, reference: string) => queries(api).saved({ reference });
/** The estimate of the start, priced in-process with the page on the server. */
export const priceDesignOnServer = (api: PublicApi, design: DesignInput) => queries(api).price({ design });

/** A calculator template to start from, in the few words the start choices show. */
export interface StartTemplate {
  key: string;
  name: string;
  fromWords: string | null;
}

/** The calculator's templates (its options are null while no price list is published). */
export async function loadStartTemplates(api: PublicApi, count = 4): Promise<StartTemplate[]> {
  const options = await api.calculator.options();
  return (options?.templates ?? [])
    .slice(0, count)
    .map((template) => ({ key: template.key, name: template.name, fromWords: template.fromWords ?? null }));
}

/**
 * The published engine's estimate of a design: a query sent as a POST (the server allows it,
 * so a long design never makes a long address), abandoned through `signal` when the design
 * has changed since.
 */
export async function priceDesign(design: DesignInput, signal: AbortSignal): Promise<DesignEstimate> {
  const response = await fetch('/trpc/design.price', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ design }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    result?: { data: DesignEstimate };
    error?: { message?: string; data?: { code?: string; httpStatus?: number } };
  } | null;
  if (response.ok && body?.result) return body.result.data;
  throw new PublicApiError(body?.error?.message ?? `Request failed (${response.status})`, {
    httpStatus: response.status,
    ...body?.error?.data,
  });
}

/** Saves the design for a link that reopens it exactly (gated by the design-tool access form when it is on). */
export function saveDesign(design: DesignInput, grant: string | null): Promise<{ reference: string; path: string }> {
  return postPublic('design.save', { design, grant });
}

/** The saved design into the basket: its code and React Query load at this first tap (decision 237). */
export async function addDesignToBasket(reference: string): Promise<void> {
  const [{ addToBasket }, kit] = await Promise.all([import('#src/features/basket/use-basket'), ensureQueryKit()]);
  await addToBasket(kit, 'design' as BasketItemType, reference);
}

/** Where the saved design's picture and sheet are downloaded (the sheet carries the access grant when the gate is on). */
export function designFiles(reference: string, grant: string | null) {
  const base = `/ai-tools/design-playground/${reference}`;
  return {
    png: `${base}/design.png`,
    pdf: `${base}/design-sheet.pdf${grant ? `?grant=${encodeURIComponent(grant)}` : ''}`,
  };
}

/** Whether a refusal is the access gate's (the design-tool form first). */
export function isGateRefusal(error: unknown): boolean {
  return error instanceof PublicApiError && error.data?.code === 'FORBIDDEN';
}
