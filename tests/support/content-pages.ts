import { services } from '#content/services';
import { faqArticleSlugs, faqFor } from '#content/faq';
import { seededBusiness as business } from './seeded-business';

const { faqArticles } = faqFor(business);

/**
 * Every information page (services, FAQ, about, pricing, packages), with the heading it must
 * show: the server HTML's content is checked in tests/content-pages.integration.test.ts, the
 * pages as a browser draws them (accessibility, width) in tests/e2e/content-pages.spec.ts.
 */
export const contentPages: Array<{ path: string; h1: string }> = [
  { path: '/services', h1: 'Monument Services' },
  ...services.map((service) => ({ path: `/services/${service.slug}`, h1: service.name })),
  { path: '/faq', h1: 'Frequently Asked Questions' },
  ...faqArticleSlugs.map((slug) => ({ path: `/faq/${slug}`, h1: faqArticles[slug].question })),
  { path: '/about', h1: `A Family Business Since ${business.foundedYear}` },
  { path: '/staff', h1: 'Meet Our Staff' },
  { path: '/testimonials', h1: 'What Families Say' },
  { path: '/pricing', h1: 'How Our Pricing Works' },
  { path: '/value-engineering', h1: 'The Same Memorial, for Less' },
  { path: '/value-engineering/packages', h1: 'Monument Packages' },
];
