import type { BusinessFacts } from './business';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute path of the page; defaults to the matched path. */
  path?: string;
  /**
   * The link preview picture (og:image) with its size. Only a JPEG or PNG at least 1200 px wide
   * is used (the page claims a large card); anything else gives the site's default preview.
   */
  image?: PreviewImage | null;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  /** Trail for BreadcrumbList; Home is added first. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  /** Extra JSON-LD objects for this page (FAQPage, Product, Article...). */
  jsonLd?: object[];
}

export const DEFAULT_PREVIEW_IMAGE = '/og-default.png';

/** A link preview picture: site-relative or absolute URL and its size in pixels. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** The width Facebook, LinkedIn and X need for a large card (summary_large_image). */
export const LARGE_PREVIEW_MIN_WIDTH = 1200;

/** One of the 1200 x 630 pictures in public/ made for link previews (og-default, images/previews). */
export const staticPreview = (url: string): PreviewImage => ({ url, width: 1200, height: 630 });

const DEFAULT_PREVIEW = staticPreview(DEFAULT_PREVIEW_IMAGE);

/**
 * The picture a link preview gets (decision record 184): the page's own when it is a JPEG or PNG
 * at least 1200 px wide; else the default. Facebook, WhatsApp and iMessage show no SVG, several
 * apps show no WebP or AVIF, and a narrower picture shrinks the large card to a small one.
 */
export function previewImageFor(image: PreviewImage | null | undefined): PreviewImage {
  if (!image || !/\.(?:jpe?g|png)(?:\?|$)/i.test(image.url)) return DEFAULT_PREVIEW;
  return image.width >= LARGE_PREVIEW_MIN_WIDTH ? image : DEFAULT_PREVIEW;
}

/** The site's logo as a raster (Google asks for at least 112 x 112 px; SVG is not accepted). */
export const LOGO = { url: '/logo.png', width: 512, height: 512 } as const;

/** The company as an Article's author and publisher: name, address and logo, not only an id. */
export function organizationRef(siteUrl: string, business: Pick<BusinessFacts, 'name'>, withLogo: boolean) {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: business.name,
    url: `${siteUrl}/`,
    ...(withLogo
      ? { logo: { '@type': 'ImageObject', url: `${siteUrl}${LOGO.url}`, width: LOGO.width, height: LOGO.height } }
      : {}),
  };
}

/** An Article's structured data as Google's rich results ask for it. */
export function articleJsonLd(
  siteUrl: string,
  business: Pick<BusinessFacts, 'name'>,
  article: {
    path: string;
    headline: string;
    description: string;
    image: PreviewImage;
    datePublished: string;
    dateModified: string;
  },
): object {
  const url = `${siteUrl}${article.path}`;
  const image = article.image.url.startsWith('http') ? article.image.url : `${siteUrl}${article.image.url}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    image: [image],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: url,
    url,
    author: organizationRef(siteUrl, business, false),
    publisher: organizationRef(siteUrl, business, true),
  };
}

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
  const preview = previewImageFor(meta.image);
  const image = preview.url.startsWith('http') ? preview.url : `${siteUrl}${preview.url}`;
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
      { property: 'og:image:type', content: /\.png(?:\?|$)/i.test(image) ? 'image/png' : 'image/jpeg' },
      { property: 'og:image:width', content: String(preview.width) },
      { property: 'og:image:height', content: String(preview.height) },
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
    logo: { '@type': 'ImageObject', url: `${siteUrl}${LOGO.url}`, width: LOGO.width, height: LOGO.height },
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
