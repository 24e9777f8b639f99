import type { SitemapSource } from './modules/seo/sitemap';
import { contentSitemapSource } from './modules/content/content.sitemap';
import { gallerySitemapSource } from './modules/gallery/gallery.service';
import { blogSitemapSource } from './modules/blog/blog.service';
import { cemeteriesSitemapSource } from './modules/cemeteries/cemetery-pages.service';

/**
 * Every domain's sitemap source: pages with a parameter the route tree cannot list. A new domain
 * with public detail pages adds its source here (docs/adding-a-domain.md).
 */
export const sitemapSources: readonly SitemapSource[] = [
  contentSitemapSource,
  gallerySitemapSource,
  blogSitemapSource,
  cemeteriesSitemapSource,
];
