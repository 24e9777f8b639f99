import type { AppDb } from '#db/create-db';
import { resolveRedirect, type RedirectMatch, type RedirectRule } from './redirect-rules';
import { listRedirects } from './redirects.repository';
import { servedPathChecker, type ServedPages } from './served-paths';

const TTL_MS = 30_000;

/**
 * The rules are read on every page request, so they are cached in memory for a short time.
 * Staff edits clear the cache on this server; other servers pick them up within TTL_MS.
 * An exact rule whose old path the site serves itself (a route of the route tree, a staff
 * screen, files or the API) never answers, however it was made: an archive, a database edit,
 * a rule older than the guard (decision record 180).
 */
export class RedirectCache {
  private rules: RedirectRule[] | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: AppDb,
    private readonly pages?: Pick<ServedPages, 'staticPaths'>,
  ) {}

  async resolve(pathname: string, search: string, options: { allowKeywords: boolean }): Promise<RedirectMatch | null> {
    if (!this.rules || Date.now() - this.loadedAt > TTL_MS) {
      const [rules, served] = await Promise.all([
        listRedirects(this.db),
        servedPathChecker(
          { staticPaths: async () => (await this.pages?.staticPaths().catch(() => [])) ?? [], list: async () => [] },
          {
            content: false,
          },
        ),
      ]);
      this.rules = rules.filter((rule) => rule.matchType !== 'exact' || !served(rule.pattern));
      this.loadedAt = Date.now();
    }
    return resolveRedirect(this.rules, pathname, search, options);
  }

  invalidate() {
    this.rules = null;
  }
}
