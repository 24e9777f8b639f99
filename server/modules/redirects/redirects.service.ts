import type { AppDb } from '#db/create-db';
import { countNotFound, countRedirects, listNotFound } from './redirects.repository';

/** How many redirect rules there are and how many missing paths the 404 log holds (the dashboard). */
export async function redirectFigures(db: AppDb) {
  const [redirects, notFoundPaths] = await Promise.all([countRedirects(db), countNotFound(db)]);
  return { redirects, notFoundPaths };
}

/** The missing pages visitors hit most (the dashboard shows a few, each with "add a redirect"). */
export const mostHitMissingPages = (db: AppDb, limit: number) => listNotFound(db, limit);
