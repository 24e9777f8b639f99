import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { blankDesign } from '#server/modules/design/design.start';
import type { StoneKind } from '#server/modules/design/design.choices';
import type { PublicApi } from '#src/lib/public-api';
import { trpcErrorCode } from '#src/lib/trpc';
import {
  loadDesignOptions,
  loadDesignStart,
  loadSavedDesign,
  loadStartTemplates,
  priceDesignOnServer,
  type DesignEstimate,
  type DesignOptions,
  type StartTemplate,
} from './design-api';
import { startKey, startOf, type DesignPlaygroundSearch } from './design-playground.search';
import { pickOfChoice } from './design-cemetery-pick';
import type { CemeteryChoice } from '#server/modules/cemeteries/cemeteries.choices';
import type { CemeteryPick } from '#src/features/cemeteries/cemetery-picker';

/**
 * What the playground's page is opened with (its loaders): the options of the published price
 * list, the design to start from, what it grew from (for the browser's autosave), the templates
 * to start from, and on the server the start's estimate, so the page is whole before its script.
 */
export interface PlaygroundData {
  options: DesignOptions;
  design: DesignConfiguration;
  /** Where the design came from: `none`, `template:<key>`, `saved:<reference>`... */
  origin: string;
  /** The start's title ("Serpentine upright from the Heritage template"), or null for the default stone. */
  title: string | null;
  /** Why the start the address asked for could not be opened, in the server's words. */
  startError: string | null;
  templates: StartTemplate[];
  /** The start's estimate, priced on the server with the page (null in the browser or when it failed). */
  estimate: { design: DesignConfiguration; estimate: DesignEstimate } | null;
  /** The saved design this page opens, when it is a saved design's page. */
  saved: { reference: string; savedAt: string } | null;
  /** The cemetery the address names (`?cemetery=&section=`): it goes with whatever design opens, the kept one too. */
  addressCemetery?: CemeteryChoice;
  /** The design's cemetery as opened on the server (its rules), or undefined to ask in the browser. */
  cemeteryPick?: CemeteryPick;
}

/** Refusals a family can act on (a wrong link, too many wrong links), said on the page in their words. */
const SAID_ON_THE_PAGE = new Set(['NOT_FOUND', 'TOO_MANY_REQUESTS', 'BAD_REQUEST']);

/** The stone a family sees before choosing: an upright at the price list's default size, in its first granite. */
export function defaultDesign(options: DesignOptions): DesignConfiguration {
  const kind =
    options.kinds.find((k) => k.kind === 'upright' && k.limits) ?? options.kinds.find((k) => k.limits) ?? null;
  const stoneKind: StoneKind = kind?.kind ?? 'upright';
  const size = kind?.defaultSize ?? { widthIn: 36, heightIn: 24 };
  const granite = options.granites[0]?.key ?? 'gray';
  return { ...blankDesign(stoneKind, { ...size, granite }), priceListVersionId: options.priceListVersionId };
}

async function serverEstimate(api: PublicApi, design: DesignConfiguration): Promise<PlaygroundData['estimate']> {
  if (!import.meta.env.SSR) return null;
  try {
    return { design, estimate: await priceDesignOnServer(api, design) };
  } catch {
    // The browser prices it a moment after the page loads.
    return null;
  }
}

/** The playground's page: the start in the address (a refused one is said, the default stone drawn). */
export async function loadPlayground(api: PublicApi, search: DesignPlaygroundSearch): Promise<PlaygroundData> {
  const start = startOf(search);
  const [options, templates] = await Promise.all([
    loadDesignOptions(api),
    loadStartTemplates(api).catch(() => [] as StartTemplate[]),
  ]);
  let design = defaultDesign(options);
  let title: string | null = null;
  let startError: string | null = null;
  if (start) {
    try {
      const opened = await loadDesignStart(api, start);
      design = opened.design;
      title = opened.title;
    } catch (error) {
      if (!SAID_ON_THE_PAGE.has(trpcErrorCode(error) ?? '')) throw error;
      startError = (error as Error).message;
    }
  }
  const addressCemetery: CemeteryChoice | undefined = search.cemetery
    ? { slug: search.cemetery, ...(search.section ? { section: search.section } : {}) }
    : undefined;
  if (addressCemetery) design = { ...design, cemetery: addressCemetery };
  const [estimate, cemeteryPick] = await Promise.all([serverEstimate(api, design), pickOfChoice(api, design.cemetery)]);
  return {
    options,
    design,
    origin: startError ? 'none' : startKey(start),
    title,
    startError,
    templates,
    estimate,
    saved: null,
    ...(addressCemetery ? { addressCemetery } : {}),
    cemeteryPick,
  };
}

/** A saved design's page: the design opened in the editor as it was saved, with its estimate. */
export async function loadSavedPlayground(api: PublicApi, reference: string): Promise<PlaygroundData> {
  const options = await loadDesignOptions(api);
  try {
    const saved = await loadSavedDesign(api, reference);
    return {
      options,
      design: saved.design,
      origin: `saved:${saved.reference}`,
      title: `Saved design ${saved.reference}`,
      startError: null,
      templates: [],
      estimate: { design: saved.design, estimate: saved.estimate },
      saved: { reference: saved.reference, savedAt: saved.savedAt },
      cemeteryPick: await pickOfChoice(api, saved.design.cemetery),
    };
  } catch (error) {
    if (!SAID_ON_THE_PAGE.has(trpcErrorCode(error) ?? '')) throw error;
    return {
      options,
      design: defaultDesign(options),
      origin: `missing:${reference}`,
      title: null,
      startError: (error as Error).message,
      templates: [],
      estimate: null,
      saved: null,
    };
  }
}
