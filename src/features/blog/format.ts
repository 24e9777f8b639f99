import { inZone } from '#server/modules/shared/time';
import { useBusiness } from '#src/lib/business';

/** "November 3, 2026", in the office's time zone (the same on the server and in the browser). */
export function formatPostDate(iso: string, timeZone: string): string {
  return inZone(timeZone).longDate(iso);
}

/** `formatPostDate` in the offices' zone, as staff set it in the business facts. */
export function usePostDate(): (iso: string) => string {
  const { timeZone } = useBusiness();
  return (iso) => formatPostDate(iso, timeZone);
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** /blog with its filters, page 1 without a page param (one address per page). */
export function blogListHref(options: { page?: number; category?: string }) {
  const params = new URLSearchParams();
  if (options.category) params.set('category', options.category);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
