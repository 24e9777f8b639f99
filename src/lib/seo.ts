import type { BusinessFacts } from './business';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute path of the page; defaults to the matched path. */
  path?: string;
  /** Absolute or site-relative URL of the link preview image. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  /** Trail for BreadcrumbList; Home is added first. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  /** Extra JSON-LD objects for this page (FAQPage, Product, Article...). */
  jsonLd?: object[];
}

export const DEFAULT_PREVIEW_IMAGE = '/og-default.png';

/** "Title | Brand" unless the brand is already in the title. */
export function fullTitle(title: string, business: Pick<BusinessFacts, 'name' | 'shortName'>): string {
  return title.includes(business.name) || title.includes(business.shortName) ? title : `${title} | ${business.name}`;
}

/** A JSON-LD script tag for a route's head. */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** Builds a route's `head`: title, description, canonical, Open Graph, robots and breadcrumbs. */
export function pageHead(
  match: { context: { siteUrl: string; business: BusinessFacts }; pathname: string },
  meta: PageMeta,
) {
  const { siteUrl, business } = match.context;
  const path = meta.path ?? match.pathname;
  const canonical = `${siteUrl}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
  // Facebook, WhatsApp and iMessage show no SVG preview: a drawing falls back to the default picture.
  const wanted = meta.image && !/\.svg(\?|$)/i.test(meta.image) ? meta.image : DEFAULT_PREVIEW_IMAGE;
  const image = wanted.startsWith('http') ? wanted : `${siteUrl}${wanted}`;
  const title = fullTitle(meta.title, business);
  const scripts = (meta.jsonLd ?? []).map(jsonLdScript);
  if (meta.breadcrumbs?.length) {
    const trail = [{ name: 'Home', path: '/' }, ...meta.breadcrumbs];
    scripts.push(
      jsonLdScript({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: `${siteUrl}${crumb.path}`,
        })),
      }),
    );
  }
  return {
    meta: [
      { title },
      { name: 'description', content: meta.description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: meta.description },
      { property: 'og:type', content: meta.type ?? 'website' },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:site_name', content: business.name },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(meta.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }],
    scripts,
  };
}

/** Organization and LocalBusiness (both offices) for every public page. */
export function businessJsonLd(siteUrl: string, business: BusinessFacts): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    foundingDate: String(business.foundedYear),
    email: business.email,
    contactPoint: business.offices.map((office) => ({
      '@type': 'ContactPoint',
      telephone: office.phoneHref.replace('tel:', ''),
      contactType: 'customer service',
      areaServed: ['US-OK', 'US-TX', 'US-NM'],
      availableLanguage: 'English',
    })),
  };
  const localBusinesses = business.offices.map((office) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#office-${office.id}`,
    name: `${business.name} - ${office.name}`,
    parentOrganization: { '@id': `${siteUrl}/#organization` },
    url: `${siteUrl}/contact-us`,
    image: `${siteUrl}${DEFAULT_PREVIEW_IMAGE}`,
    telephone: office.phoneHref.replace('tel:', ''),
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    areaServed: business.serviceArea.primaryStates.map((name) => ({ '@type': 'State', name })),
  }));
  return [organization, ...localBusinesses];
}
