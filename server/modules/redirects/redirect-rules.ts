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

const BASE = 'http://site.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_AS_WRITTEN = /[\\\s\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- once decoded, a space is harmless; controls are not
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;

/**
 * True when a browser sent to `target` (as a Location header or a link) stays on this site:
 * it starts with one `/`, and neither as written nor once decoded holds a second leading slash
 * or a backslash (browsers read `/\` and `//` as another host), whitespace, tabs, newlines or
 * control characters (which browsers strip before reading the rest).
 */
export function isSafeLocalPath(target: string): boolean {
  if (UNSAFE_AS_WRITTEN.test(target) || !startsLocally(target)) return false;
  if (new URL(target, BASE).origin !== BASE) return false;
  // Encoded forms (`/%2F%2Fevil.example`, `/%5Cevil.example`), however many times encoded.
  let text = target;
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      // Malformed as written: refused. Once decoded, a lone `%` is just a character.
      return round > 0;
    }
    if (decoded === text) return true;
    if (UNSAFE_DECODED.test(decoded) || !startsLocally(decoded)) return false;
    text = decoded;
  }
  return false;
}

const startsLocally = (text: string) => text.startsWith('/') && !text.startsWith('//');

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
  // A rule whose target would leave the site (stored before targets were checked) never answers.
  if (exact && exact.targetPath !== path && isSafeLocalPath(exact.targetPath))
    return { location: withQuery(exact.targetPath), statusCode: exact.statusCode };
  // A missing file (a picture, a script) is not a page: guessing a page for it would hide the 404.
  if (!options.allowKeywords || /\.[a-z0-9]{2,5}$/.test(path)) return null;
  const words = path.split(/[^a-z0-9]+/).filter(Boolean);
  const keyword = rules
    .filter((rule) => rule.matchType === 'keyword')
    .sort((a, b) => a.priority - b.priority)
    .find((rule) => words.some((word) => word.startsWith(rule.pattern)));
  if (keyword && keyword.targetPath !== path && isSafeLocalPath(keyword.targetPath))
    return { location: withQuery(keyword.targetPath), statusCode: keyword.statusCode };
  return null;
}
