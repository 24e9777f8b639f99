import { normalizePath } from './redirect-rules';
import type { AppDb } from '#db/create-db';
import {
  promoteWaitingRedirects,
  upsertWaitingRedirect,
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

/** The outcome of bringing one old address over (shown in an import's preview and report). */
export type ImportedRedirect =
  | { from: string; to: string; statusCode: 301 | 302; waitingFor: string | null }
  | { from: string; refused: string };

/**
 * What an old address from another site (a WordPress permalink) becomes here: a 301 to its new
 * page when that page is live, a 302 to `interim` that waits for the page while it is a draft
 * (never a 301 to a 404), or a refusal when the address is one this site serves itself
 * (`served` is `servedPathChecker`'s answer). Paths are stored as visitors' paths are matched.
 */
export function planImportedRedirect(
  oldPath: string,
  to: string,
  options: { live: boolean; interim: string; served: (source: string) => string | null },
): ImportedRedirect | null {
  const from = normalizePath(oldPath);
  if (from === normalizePath(to)) return null;
  const refusal = options.served(from);
  if (refusal) return { from, refused: refusal };
  return options.live
    ? { from, to, statusCode: 301, waitingFor: null }
    : { from, to: options.interim, statusCode: 302, waitingFor: to };
}

/** Writes a planned imported redirect (inside the caller's transaction); refusals write nothing. */
export async function addImportedRedirect(db: AppDb, plan: ImportedRedirect, note: string): Promise<boolean> {
  if ('refused' in plan) return false;
  if (plan.waitingFor) await upsertWaitingRedirect(db, plan.from, plan.to, plan.waitingFor, note);
  else await upsertMovedPageRedirect(db, plan.from, plan.to, note);
  return true;
}

/**
 * A page now lives at this path: an exact rule there would hide it, so it goes, and rules that
 * waited for it (old addresses of an imported draft) become its 301.
 */
export async function releasePathForPage(db: AppDb, path: string) {
  await deleteExactRedirect(db, path);
  await promoteWaitingRedirects(db, path);
}

/** The guard on exact rules' old paths (decision record 180). */
export { servedPathChecker, servedPathReason, type ServedPages } from './served-paths';

/** Redirect rules in the content archive (decision record 120). */
export { redirectsArchive } from './redirects.archive';
