import { normalizePath } from './redirect-rules';

/**
 * Paths this site answers itself, outside the route tree's public pages: staff screens and
 * their file routes, the API, image renditions, build assets, proof files and the files served
 * from `public/`. An exact redirect rule answers before a page is looked up, so a rule on any of
 * these would hide them (decision record 180).
 */
export const SERVED_PREFIXES = [
  '/admin',
  '/admin-api',
  '/trpc',
  '/media',
  '/assets',
  '/images',
  '/proof-files',
] as const;

/** Single files and endpoints answered by the server itself. */
export const SERVED_FILES = [
  '/healthz',
  '/robots.txt',
  '/sitemap.xml',
  '/blog/rss.xml',
  '/favicon.ico',
  '/favicon.svg',
  '/favicon-32.png',
  '/apple-touch-icon.png',
  '/logo.svg',
  '/logo.png',
  '/og-default.png',
] as const;

/** What the site's own pages look like to the guard: the route tree's routes without parameters. */
export interface ServedPages {
  /** Routes without parameters (/, /pricing, /gallery...), as the route tree writes them. */
  staticPaths(): Promise<string[]>;
  /** Every page that answers today, content pages (blog posts, gallery items) included. */
  list(): Promise<string[]>;
}

/**
 * Why an exact rule may not have `source` as its old path, in words staff understand, or null
 * when it may. `staticPaths` are the route tree's routes; `contentPaths` the content pages that
 * answer today (optional: a moved page's old address was one a moment ago).
 */
export function servedPathReason(
  source: string,
  staticPaths: readonly string[],
  contentPaths: readonly string[] = [],
): string | null {
  const path = normalizePath(source.split(/[?#]/)[0] ?? '');
  if (path === '/') return 'it is the home page';
  const prefix = SERVED_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
  if (prefix === '/admin' || prefix === '/admin-api') return `${path} is one of the staff screens`;
  if (prefix) return `${path} is where the site serves its own files or data`;
  if ((SERVED_FILES as readonly string[]).includes(path)) return `${path} is a file the site serves`;
  if (staticPaths.some((p) => normalizePath(p) === path)) return `${path} is one of this site's own pages`;
  if (contentPaths.some((p) => normalizePath(p) === path)) return `a page of this site answers at ${path}`;
  return null;
}

/**
 * Reads the site's pages once and answers for many paths (an import checks hundreds).
 * With `content: false` only routes and served prefixes count (the resolver's check).
 */
export async function servedPathChecker(
  pages: ServedPages,
  options: { content?: boolean } = {},
): Promise<(source: string) => string | null> {
  const [staticPaths, contentPaths] = await Promise.all([
    pages.staticPaths(),
    options.content === false ? Promise.resolve([]) : pages.list(),
  ]);
  return (source) => servedPathReason(source, staticPaths, contentPaths);
}
