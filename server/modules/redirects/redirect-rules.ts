/** A redirect rule as the resolver needs it. */
export interface RedirectRule {
  matchType: 'exact' | 'keyword';
  pattern: string;
  targetPath: string;
  statusCode: number;
  priority: number;
}

export interface RedirectMatch {
  location: string;
  statusCode: number;
}

/** Lower-cases and strips trailing slashes (but keeps "/"), as the legacy rules are written. */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes are matched as they came.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Exact rules first (301), then keyword guesses on the path's words (302), in priority order.
 * The query string is carried over. Keyword rules only run for paths no page answers, so
 * callers pass `allowKeywords` only after a page lookup came back not found.
 */
export function resolveRedirect(
  rules: RedirectRule[],
  pathname: string,
  search: string,
  options: { allowKeywords: boolean },
): RedirectMatch | null {
  const path = normalizePath(pathname);
  const withQuery = (target: string) => (search && !target.includes('?') ? `${target}${search}` : target);
  const exact = rules.find((rule) => rule.matchType === 'exact' && rule.pattern === path);
  if (exact && exact.targetPath !== path) return { location: withQuery(exact.targetPath), statusCode: exact.statusCode };
  // A missing file (a picture, a script) is not a page: guessing a page for it would hide the 404.
  if (!options.allowKeywords || /\.[a-z0-9]{2,5}$/.test(path)) return null;
  const words = path.split(/[^a-z0-9]+/).filter(Boolean);
  const keyword = rules
    .filter((rule) => rule.matchType === 'keyword')
    .sort((a, b) => a.priority - b.priority)
    .find((rule) => words.some((word) => word.startsWith(rule.pattern)));
  if (keyword && keyword.targetPath !== path) return { location: withQuery(keyword.targetPath), statusCode: keyword.statusCode };
  return null;
}
