import type { AppDb } from '#db/create-db';
import { ImageRejectedError, MAX_UPLOAD_BYTES } from '../media/image-pipeline';
import { RemoteFetchError, type RemoteFetcher } from '../media/safe-fetch';
import type { MediaStorage } from '../media/storage';
import {
  bodyImageAttributes,
  findBlogImage,
  importBlogImage,
  importDraftPost,
  postSlugExists,
} from '../blog/blog.service';
import { BLOG_SLUG_MAX, blogPostPath } from '../blog/blog.choices';
import {
  addImportedRedirect,
  planImportedRedirect,
  servedPathChecker,
  servedPathReason,
  type ServedPages,
} from '../redirects/redirects.service';
import type {
  WordPressImageReport,
  WordPressPostReport,
  WordPressProgress,
  WordPressReport,
  WordPressTotals,
} from './content-migration.schema';
import { findImportedImageSources, rememberImportedImageSource } from './content-migration.repository';
import { convertBody, placeImages, type PlacedImage } from './wordpress-body';
import { readWxr, type WxrFile } from './wordpress-wxr';

export { WXR_MAX_BYTES } from './content-migration.schema';
const MAX_PROBLEMS = 40;
const FETCH_TIMEOUT_MS = 20_000;
type BlogImage = Awaited<ReturnType<typeof importBlogImage>>;
/** Pictures fetched at once: fast over a slow old host, gentle on it. */
const FETCH_CONCURRENCY = 4;

const emptyTotals = (): WordPressTotals => ({
  posts: 0,
  imported: 0,
  skipped: { alreadyHere: 0, private: 0, password: 0, unreadable: 0 },
  images: { fetched: 0, alreadyHere: 0, failed: 0, toFetch: 0 },
  shortcodes: { converted: 0, links: 0, removed: 0 },
  redirects: { made: 0, refused: 0 },
  ignored: 0,
});
const refused = (problems: string[]): WordPressReport => ({
  status: 'refused',
  problems: problems.slice(0, MAX_PROBLEMS),
  moreProblems: Math.max(0, problems.length - MAX_PROBLEMS),
  site: null,
  posts: [],
  totals: emptyTotals(),
});

/** The path of an old permalink ("https://old.example/2019/05/my-post/" → "/2019/05/my-post/"). */
function oldPathOf(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.pathname === '/' ? null : url.pathname;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Importing

export interface WordPressDeps {
  db: AppDb;
  storage: MediaStorage;
  fetchRemote: RemoteFetcher;
  /** The site's pages, for the redirect guard; without it only served prefixes are checked. */
  pages?: ServedPages;
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** Told after each picture while the import fetches them. */
  onProgress?: (progress: WordPressProgress) => void;
}

const plainFailure = (error: unknown) =>
  error instanceof RemoteFetchError || error instanceof ImageRejectedError
    ? error.message
    : 'an unexpected error (the server log has the details)';

/** Runs `work` over `items`, a few at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function totalsOf(reports: WordPressPostReport[], ignored: number): WordPressTotals {
  const totals = emptyTotals();
  totals.posts = reports.length;
  totals.ignored = ignored;
  for (const post of reports) {
    if (post.outcome === 'new' || post.outcome === 'added') totals.imported++;
    if (post.outcome === 'exists' || post.outcome === 'skipped') totals.skipped.alreadyHere++;
    if (post.outcome === 'private') totals.skipped.private++;
    if (post.outcome === 'password') totals.skipped.password++;
    if (post.outcome === 'unreadable') totals.skipped.unreadable++;
    for (const image of post.images) {
      if (image.outcome === 'fetched') totals.images.fetched++;
      if (image.outcome === 'already here') totals.images.alreadyHere++;
      if (image.outcome === 'failed') totals.images.failed++;
      if (image.outcome === 'to fetch') totals.images.toFetch++;
    }
    for (const shortcode of post.shortcodes) {
      if (shortcode.action === 'converted') totals.shortcodes.converted++;
      if (shortcode.action === 'link') totals.shortcodes.links++;
      if (shortcode.action === 'removed') totals.shortcodes.removed++;
    }
    if (post.redirect && 'refused' in post.redirect) totals.redirects.refused++;
    else if (post.redirect) totals.redirects.made++;
  }
  return totals;
}

/**
 * Each post's report and converted body, before anything is fetched or written: its address
 * (numbered when the export repeats one), why it is left out, its pictures and its redirect.
 */
async function planPosts(deps: WordPressDeps, read: WxrFile) {
  const served = deps.pages
    ? await servedPathChecker(deps.pages)
    : (source: string) => servedPathReason(source, [], []);
  const seen = new Set<string>();
  const reports: WordPressPostReport[] = [];
  const bodies: Array<string | null> = [];
  for (const post of read.posts) {
    // Two posts with one address in the same export: the second gets a numbered address.
    let slug = post.slug;
    for (let n = 2; seen.has(slug); n++) slug = `${post.slug.slice(0, BLOG_SLUG_MAX - 4)}-${n}`;
    seen.add(slug);
    post.slug = slug;
    const report: WordPressPostReport = {
      title: post.title,
      slug,
      oldPath: oldPathOf(post.link),
      category: post.category,
      oldCategories: post.categories,
      date: post.date?.toISOString() ?? null,
      outcome: 'new',
      note: null,
      images: [],
      shortcodes: [],
      redirect: null,
    };
    reports.push(report);
    bodies.push(null);
    if (post.status === 'private') {
      report.outcome = 'private';
      report.note = 'Private on the old site: not imported, so its text is not put in a draft here.';
      continue;
    }
    if (post.password) {
      report.outcome = 'password';
      report.note = 'Protected by a password on the old site: not imported, so its text is not put in a draft here.';
      continue;
    }
    if (await postSlugExists(deps.db, slug)) {
      report.outcome = 'exists';
      report.note = 'A post with this address is already on the blog; it is left as it is.';
      continue;
    }
    const body = convertBody(post.rawBody, {
      postId: post.id,
      siteLink: read.site.link,
      attachments: read.attachments,
    });
    if (body.refused) {
      report.outcome = 'unreadable';
      report.note = `Not imported: ${body.refused}.`;
      continue;
    }
    bodies[bodies.length - 1] = body.html;
    report.shortcodes = body.shortcodes;
    if (post.coverUrl) report.images.push({ url: post.coverUrl, role: 'cover', outcome: 'to fetch', reason: null });
    for (const url of body.images) report.images.push({ url, role: 'body', outcome: 'to fetch', reason: null });
    if (report.oldPath) {
      report.redirect = planImportedRedirect(report.oldPath, blogPostPath(slug), {
        live: false,
        interim: '/blog',
        served,
      });
    }
  }
  return { reports, bodies };
}

/** The picture addresses an earlier import already fetched, with their blog image ids. */
async function knownPictures(db: AppDb, allUrls: string[]): Promise<Map<string, number>> {
  const known = new Map<string, number>();
  for (let i = 0; i < allUrls.length; i += 500) {
    for (const [url, id] of await findImportedImageSources(db, allUrls.slice(i, i + 500))) known.set(url, id);
  }
  return known;
}

/**
 * Fetches the pictures not already here, a few at a time, through the SSRF-safe fetch and the
 * image pipeline; each address is remembered once fetched. A failure is kept in plain words.
 */
async function bringPictures(deps: WordPressDeps, allUrls: string[], known: Map<string, number>) {
  const results = new Map<string, { image: BlogImage; fresh: boolean } | { failed: string }>();
  for (const [url, id] of known) {
    const image = await findBlogImage(deps.db, id);
    if (image) results.set(url, { image, fresh: false });
  }
  const toFetch = allUrls.filter((url) => !results.has(url));
  let done = 0;
  deps.onProgress?.({ done, total: toFetch.length, label: 'Bringing the pictures over' });
  await eachLimited(toFetch, FETCH_CONCURRENCY, async (url) => {
    try {
      const file = await deps.fetchRemote(url, { maxBytes: MAX_UPLOAD_BYTES, timeoutMs: FETCH_TIMEOUT_MS });
      const image = await importBlogImage(deps.db, deps.storage, file.bytes);
      await rememberImportedImageSource(deps.db, url, image.id);
      results.set(url, { image, fresh: true });
    } catch (error) {
      if (!(error instanceof RemoteFetchError || error instanceof ImageRejectedError)) {
        deps.log?.error({ err: error, url }, 'WordPress import: a picture failed');
      }
      results.set(url, { failed: plainFailure(error) });
    }
    done++;
    deps.onProgress?.({ done, total: toFetch.length, label: 'Bringing the pictures over' });
  });
  return { results, toFetch };
}

/**
 * Brings a WordPress export's posts into the blog as drafts, the way a careful person would
 * move them by hand (decision record 181). `preview` says what would happen and fetches
 * nothing. Pictures (featured and in the text) are fetched through the SSRF-safe fetch and the
 * image pipeline, each address once ever, before the posts and their redirects are written in
 * one transaction. Posts whose address is already taken are skipped, so running it again adds
 * nothing; private and password-protected posts are never imported.
 */
export async function importWordPress(
  deps: WordPressDeps,
  bytes: Buffer,
  mode: 'preview' | 'apply',
): Promise<WordPressReport> {
  const read = readWxr(bytes.toString('utf8'));
  if (!('posts' in read) || read.posts.length === 0) return refused(read.problems);

  const { reports, bodies } = await planPosts(deps, read);

  // Addresses fetched by an earlier import are not fetched again.
  const allUrls = [...new Set(reports.flatMap((r) => r.images.map((i) => i.url)))];
  const known = await knownPictures(deps.db, allUrls);
  for (const image of reports.flatMap((r) => r.images)) if (known.has(image.url)) image.outcome = 'already here';

  if (mode === 'preview') {
    return {
      status: 'preview',
      problems: read.problems,
      moreProblems: 0,
      site: read.site,
      posts: reports,
      totals: totalsOf(reports, read.ignored),
    };
  }

  // Pictures first, outside the transaction (the network is slow; one database connection is not).
  const { results, toFetch } = await bringPictures(deps, allUrls, known);
  const placed = new Map<string, PlacedImage>();
  for (const [url, result] of results) {
    placed.set(url, 'image' in result ? { ok: bodyImageAttributes(result.image) } : { failed: result.failed });
  }
  // An address used twice counts once as fetched; later uses are pictures already here.
  const counted = new Set<string>();
  for (const image of reports.flatMap((r) => r.images)) {
    const result = results.get(image.url);
    if (!result) continue;
    if ('failed' in result) {
      image.outcome = 'failed';
      image.reason = result.failed;
    } else {
      image.outcome = result.fresh && !counted.has(image.url) ? 'fetched' : 'already here';
      counted.add(image.url);
    }
  }

  deps.onProgress?.({ done: toFetch.length, total: toFetch.length, label: 'Saving the drafts' });
  await deps.db.transaction().execute(async (trx) => {
    for (const [index, post] of read.posts.entries()) {
      const report = reports[index]!;
      const body = bodies[index];
      if (report.outcome !== 'new' || body === null || body === undefined) continue;
      const cover = report.images.find((i) => i.role === 'cover');
      const coverResult = cover ? results.get(cover.url) : undefined;
      const coverImageId = coverResult && 'image' in coverResult ? coverResult.image.id : null;
      const outcome = await importDraftPost(
        trx,
        {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          category: post.category,
          bodyHtml: placeImages(body, placed),
          coverImageId,
          coverAlt: coverImageId ? post.title : null,
        },
        post.date,
      );
      report.outcome = outcome;
      if (outcome === 'added' && report.redirect)
        await addImportedRedirect(trx, report.redirect, 'Imported from WordPress.');
      if (outcome === 'skipped') report.redirect = null;
    }
  });
  return {
    status: 'applied',
    problems: read.problems,
    moreProblems: 0,
    site: read.site,
    posts: reports,
    totals: totalsOf(reports, read.ignored),
  };
}

/** The image report entries of a post that failed, for the report's list (by post and address). */
export const failedImages = (report: WordPressReport) =>
  report.posts.flatMap((post) =>
    post.images
      .filter((image): image is WordPressImageReport & { reason: string } => image.outcome === 'failed')
      .map((image) => ({ post: post.title, url: image.url, reason: image.reason })),
  );
