import { useRouteContext } from '@tanstack/react-router';
import type { BusinessFacts, Office, PublicSettings } from '#server/modules/settings/settings.schema';

export type { BusinessFacts, Office, PublicSettings };

/**
 * The business facts (offices, phones, hours, stats, rating, testimonials, pricing promises),
 * as staff set them at /admin/settings. The root route loads them once per page (one cached
 * read on the server, dehydrated into the page), so every component reads them here:
 *
 *   const business = useBusiness();
 *
 * Route `head()` functions and loaders read `match.context.business` / `context.business`
 * instead; server code calls `getBusinessFacts()` from `settings.service.ts`.
 */
export function useBusiness(): BusinessFacts {
  return useRouteContext({ from: '__root__', select: (context) => context.business });
}

/** The main line shown in the header: the first office. */
export function usePrimaryOffice(): Office {
  return useBusiness().offices[0]!;
}
