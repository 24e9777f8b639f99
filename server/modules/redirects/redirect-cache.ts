import type { AppDb } from '#db/create-db';
import { resolveRedirect, type RedirectMatch, type RedirectRule } from './redirect-rules';
import { listRedirects } from './redirects.repository';

const TTL_MS = 30_000;

/**
 * The rules are read on every page request, so they are cached in memory for a short time.
 * Staff edits clear the cache on this server; other servers pick them up within TTL_MS.
 */
export class RedirectCache {
  private rules: RedirectRule[] | null = null;
  private loadedAt = 0;

  constructor(private readonly db: AppDb) {}

  async resolve(pathname: string, search: string, options: { allowKeywords: boolean }): Promise<RedirectMatch | null> {
    if (!this.rules || Date.now() - this.loadedAt > TTL_MS) {
      this.rules = await listRedirects(this.db);
      this.loadedAt = Date.now();
    }
    return resolveRedirect(this.rules, pathname, search, options);
  }

  invalidate() {
    this.rules = null;
  }
}
