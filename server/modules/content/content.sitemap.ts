import type { SitemapEntry, SitemapSource } from '../seo/sitemap';
import { services } from '#content/services';
import { faqFor } from '#content/faq';
import { getBusinessFacts } from '../settings/settings.service';

/**
 * The service pages (/services/{slug}) and FAQ articles (/faq/{slug}): routes with a parameter,
 * so the route tree cannot list them. Their copy lives in content/, not in the database.
 */
export const contentSitemapSource: SitemapSource = async (db) => {
  // The sitemap is built per request (cached an hour by clients); the facts come from this server's copy.
  const { orderedFaqArticles } = faqFor(await getBusinessFacts(db, -1));
  const servicePages: SitemapEntry[] = services.map((service) => ({ path: `/services/${service.slug}` }));
  const articles: SitemapEntry[] = orderedFaqArticles.map((article) => ({
    path: `/faq/${article.slug}`,
    lastModified: new Date(`${article.updated}T00:00:00Z`),
  }));
  return [...servicePages, ...articles];
};
