import { business } from '#content/business';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: business.timeZone });

/** "November 3, 2026", in the office's time zone (the same on the server and in the browser). */
export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso));

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** /blog with its filters, page 1 without a page param (one address per page). */
export function blogListHref(options: { page?: number; category?: string }) {
  const params = new URLSearchParams();
  if (options.category) params.set('category', options.category);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
