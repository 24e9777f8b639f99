import type { AppDb } from '#db/create-db';
import {
  countNotFound,
  countRedirects,
  deleteExactRedirect,
  listNotFound,
  retargetRedirects,
  upsertMovedPageRedirect,
} from './redirects.repository';

/** How many redirect rules there are and how many missing paths the 404 log holds (the dashboard). */
export async function redirectFigures(db: AppDb) {
  const [redirects, notFoundPaths] = await Promise.all([countRedirects(db), countNotFound(db)]);
  return { redirects, notFoundPaths };
}

/** The missing pages visitors hit most (the dashboard shows a few, each with "add a redirect"). */
export const mostHitMissingPages = (db: AppDb, limit: number) => listNotFound(db, limit);

/**
 * A page moved from one path to another (a blog post's new address): the old path answers 301 to
 * the new one, rules that led to the old path follow it, and a rule sitting on the new path goes
 * (exact rules answer before pages do). Runs inside the caller's transaction when given one.
 */
export async function redirectMovedPage(db: AppDb, from: string, to: string) {
  if (from === to) return;
  await deleteExactRedirect(db, to);
  await retargetRedirects(db, from, to);
  await upsertMovedPageRedirect(db, from, to, `Added automatically when the page moved to ${to}.`);
}

/** A page now lives at this path: an exact rule there would hide it, so it goes. */
export const releasePathForPage = (db: AppDb, path: string) => deleteExactRedirect(db, path);
