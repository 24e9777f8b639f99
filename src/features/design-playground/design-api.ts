import type { DesignOptions } from '#server/modules/design/design.options';
import type { DesignInput } from '#server/modules/design/design.schema';
import type { DesignEstimate } from '#server/modules/design/design.service';
import { PublicApiError, postPublic, type PublicApi } from '#src/lib/public-api';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import type { DesignStartFrom } from './design-playground.search';

/**
 * The one place the page calls the `design` procedures (options, start, price, save, saved) and
 * adds a design to the basket: their shapes are the issue's contract, so a change to the router
 * is a change to this file alone.
 */

export type { DesignEstimate, DesignOptions };

export type DesignStart = Awaited<ReturnType<PublicApi['design']['start']>>;
export type SavedDesign = Awaited<ReturnType<PublicApi['design']['saved']>>;

export const loadDesignOptions = (api: PublicApi): Promise<DesignOptions> => api.design.options();
export const loadDesignStart = (api: PublicApi, start: { from: DesignStartFrom; ref: string }) =>
  api.design.start(start);
/** A saved design, opened with its private link (in-process on the server, a POST in the browser). */
export const loadSavedDesign = (api: PublicApi, reference: string) => api.design.saved({ reference });
/** The estimate of the start, priced in-process with the page on the server. */
export const priceDesignOnServer = (api: PublicApi, design: DesignInput): Promise<DesignEstimate> =>
  api.design.price({ design });

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
export function priceDesign(design: DesignInput, signal: AbortSignal): Promise<DesignEstimate> {
  return postPublic('design.price', { design }, undefined, signal);
}

/** A saved epitaph laid on a stone (`design.start`, sent as a POST): its blocks, to drop its words into this design. */
export function fetchSavedEpitaph(reference: string): Promise<DesignStart> {
  return postPublic('design.start', { from: 'epitaph', ref: reference });
}

/** Saves the design for a link that reopens it exactly (gated by the design-tool access form when it is on). */
export function saveDesign(design: DesignInput, grant: string | null): Promise<{ reference: string; path: string }> {
  return postPublic('design.save', { design, grant });
}

/** The saved design into the basket (with the access grant): its code and React Query load at this first tap (decision 237). */
export async function addDesignToBasket(reference: string, grant: string | null): Promise<void> {
  const [{ addToBasket }, kit] = await Promise.all([import('#src/features/basket/use-basket'), ensureQueryKit()]);
  await addToBasket(kit, 'design', reference, grant);
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
