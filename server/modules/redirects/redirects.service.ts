import { normalizePath } from './redirect-rules';
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

/**
 * An old address from another site (a WordPress permalink) answers 301 to its new page here.
 * The path is stored as visitors' paths are matched (lowercase, no trailing slash); an existing
 * rule for it is re-pointed. Returns false when there is nothing to add (same path, or "/").
 */
export async function addImportedRedirect(db: AppDb, oldPath: string, to: string, note: string): Promise<boolean> {
  const from = normalizePath(oldPath);
  if (from === '/' || from === normalizePath(to)) return false;
  await upsertMovedPageRedirect(db, from, to, note);
  return true;
}

/** A page now lives at this path: an exact rule there would hide it, so it goes. */
export const releasePathForPage = (db: AppDb, path: string) => deleteExactRedirect(db, path);

/** Redirect rules in the content archive (decision record 120). */
export { redirectsArchive } from './redirects.archive';
