import type { AppDb } from '#db/create-db';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Content pages with parameters (service pages, FAQ articles, gallery items...). Each domain
 * exports one source from its service and server/sitemap-sources.ts lists it; static routes come
 * from the route tree itself. This module is a shared kernel: it knows no domain.
 */
export type SitemapSource = (db: AppDb) => Promise<SitemapEntry[]>;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap XML for the given public paths plus every content source. */
export async function buildSitemap(
  db: AppDb,
  siteUrl: string,
  staticPaths: string[],
  sources: readonly SitemapSource[],
): Promise<string> {
  const dynamic = (await Promise.all(sources.map((source) => source(db)))).flat();
  const seen = new Set<string>();
  const entries = [...staticPaths.map((path) => ({ path }) as SitemapEntry), ...dynamic].filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // No "Allow: /": everything not disallowed is allowed anyway, and readers that take the first
  // matching line (Python's urllib.robotparser and others) would read it as allowing /admin.
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /trpc', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
