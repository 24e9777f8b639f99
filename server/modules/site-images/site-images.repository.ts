import type { AppDb } from '#db/create-db';
import { services as serviceList, type ServiceSummary } from '#content/services';

/**
 * The public reads of site_images (specification, section 7) for a whole page in one query,
 * with the selection rules applied in code, and the project's own illustrations as fallbacks.
 */

/** One picture as a page shows it. */
export interface SiteImage {
  src: string;
  /** A smaller rendition for phones and cards, when the upload pipeline made one. */
  mediumSrc: string | null;
  alt: string;
  /** The intrinsic size of a fallback illustration; uploads are shown in fixed-ratio boxes instead. */
  width?: number;
  height?: number;
  /** True when nothing in site_images matched and the illustration stands in. */
  isFallback: boolean;
}

export interface ProcessImage extends SiteImage {
  name: string;
  usageNotes: string | null;
}

export interface HomeImages {
  hero: SiteImage;
  /** Keyed by service slug (content/services.ts); every service has a picture. */
  services: Record<string, SiteImage>;
  about: SiteImage;
  /** Active process pictures in display order; the section shows only with three or more. */
  process: ProcessImage[];
}

/** The specification's default alternative texts for pictures that could not be read. */
export const DEFAULT_ALT = {
  hero: 'Memorial monument',
  about: 'Monument craftsmanship',
  service: 'Memorial monument closeup',
} as const;

export const FALLBACK_IMAGES = {
  hero: { src: '/images/site/hero-landscape.svg', width: 1600, height: 900 },
  about: { src: '/images/site/about-workshop.svg', width: 800, height: 600 },
  service: (slug: string) => ({ src: `/images/site/services/${slug}.svg`, width: 400, height: 300 }),
} as const;

/** A row of site_images as the selection needs it; rows arrive ordered by display_order, then newest. */
export interface SiteImageRow {
  category: string;
  name: string;
  imageUrl: string;
  mediumUrl: string | null;
  altText: string;
  usageNotes: string | null;
}

/** "Cleaning & Restoration (front)" -> "cleaning restoration front", so names match keywords loosely. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const fromRow = (row: SiteImageRow, fallbackAlt: string): SiteImage => ({
  src: row.imageUrl,
  mediumSrc: row.mediumUrl,
  alt: row.altText.trim() || fallbackAlt,
  isFallback: false,
});

export const fallbackHero = (): SiteImage => ({
  ...FALLBACK_IMAGES.hero,
  mediumSrc: null,
  alt: DEFAULT_ALT.hero,
  isFallback: true,
});
export const fallbackAbout = (): SiteImage => ({
  ...FALLBACK_IMAGES.about,
  mediumSrc: null,
  alt: DEFAULT_ALT.about,
  isFallback: true,
});
export const fallbackService = (slug: string): SiteImage => ({
  ...FALLBACK_IMAGES.service(slug),
  mediumSrc: null,
  alt: DEFAULT_ALT.service,
  isFallback: true,
});

/**
 * Per service, the first active service picture whose name contains the service's keyword
 * (the spec's "name contains a service keyword, limit 1"), else the service's illustration.
 */
export function selectServiceImages(
  rows: SiteImageRow[],
  services: ServiceSummary[] = serviceList,
): Record<string, SiteImage> {
  const candidates = rows
    .filter((row) => row.category === 'service')
    .map((row) => ({ row, name: normalizeName(row.name) }));
  const out: Record<string, SiteImage> = {};
  for (const service of services) {
    const keyword = normalizeName(service.imageKeyword);
    const match = candidates.find((c) => ` ${c.name} `.includes(` ${keyword} `) || c.name.includes(keyword));
    out[service.slug] = match ? fromRow(match.row, DEFAULT_ALT.service) : fallbackService(service.slug);
  }
  return out;
}

/** Applies the home page's rules to the active rows (already ordered as the specification reads them). */
export function selectHomeImages(rows: SiteImageRow[], services: ServiceSummary[] = serviceList): HomeImages {
  const first = (category: string) => rows.find((row) => row.category === category);
  const hero = first('hero');
  const about = first('about');
  return {
    hero: hero ? fromRow(hero, DEFAULT_ALT.hero) : fallbackHero(),
    services: selectServiceImages(rows, services),
    about: about ? fromRow(about, DEFAULT_ALT.about) : fallbackAbout(),
    process: rows
      .filter((row) => row.category === 'process')
      .map((row) => ({ ...fromRow(row, DEFAULT_ALT.service), name: row.name, usageNotes: row.usageNotes })),
  };
}

/** What a page shows when the table is empty or cannot be read. */
export function fallbackHomeImages(services: ServiceSummary[] = serviceList): HomeImages {
  return selectHomeImages([], services);
}

/**
 * Every active picture of the given categories in one query, ordered as the specification reads
 * them: display_order ascending, then newest first.
 */
export async function listActiveSiteImages(db: AppDb, categories: string[]): Promise<SiteImageRow[]> {
  const rows = await db
    .selectFrom('site_images')
    .select(['category', 'name', 'image_url', 'medium_url', 'alt_text', 'usage_notes'])
    .where('is_active', '=', true)
    .where('category', 'in', categories)
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    category: r.category,
    name: r.name,
    imageUrl: r.image_url,
    mediumUrl: r.medium_url,
    altText: r.alt_text,
    usageNotes: r.usage_notes,
  }));
}

/** Demo pictures: the project's own illustrations, so a fresh install shows a complete home page. */
export const demoSiteImages = [
  {
    category: 'hero',
    name: 'Home hero: monument in a quiet landscape',
    image_url: '/images/site/hero-landscape.svg',
    alt_text: 'A granite monument on a grassy hill at sunrise',
    usage_notes: 'Home page hero background. Wide pictures (16:9 or wider) work best.',
    display_order: 0,
  },
  {
    category: 'about',
    name: 'About: the workshop',
    image_url: '/images/site/about-workshop.svg',
    alt_text: 'A craftsman lettering a granite headstone in the workshop',
    usage_notes: 'Home page "Why families choose us" section.',
    display_order: 0,
  },
  {
    category: 'process',
    name: 'Design',
    image_url: '/images/site/process-design.svg',
    alt_text: 'A monument design sketched on paper with a pencil and ruler',
    usage_notes: 'Home page process, step 1: Design.',
    display_order: 1,
  },
  {
    category: 'process',
    name: 'Manufacture',
    image_url: '/images/site/process-manufacture.svg',
    alt_text: 'A granite slab being cut and polished in the workshop',
    usage_notes: 'Home page process, step 2: Manufacture.',
    display_order: 2,
  },
  {
    category: 'process',
    name: 'Installation',
    image_url: '/images/site/process-installation.svg',
    alt_text: 'A finished headstone set on its foundation in a cemetery',
    usage_notes: 'Home page process, step 3: Installation.',
    display_order: 3,
  },
  {
    category: 'process',
    name: 'Plan Ahead',
    image_url: '/images/site/process-plan-ahead.svg',
    alt_text: 'A calendar and a small monument model on a desk',
    usage_notes: 'Home page process: the plan-ahead block (shown only when this fourth picture exists).',
    display_order: 4,
  },
] as const;

/**
 * Adds the demo pictures of each category that has no pictures at all yet, so running the seed
 * again changes nothing and a category staff have filled (or emptied and refilled) is left alone.
 */
export async function insertMissingDemoSiteImages(db: AppDb): Promise<number> {
  const present = await db.selectFrom('site_images').select('category').distinct().execute();
  const have = new Set(present.map((row) => row.category));
  const missing = demoSiteImages.filter((image) => !have.has(image.category));
  if (missing.length === 0) return 0;
  await db
    .insertInto('site_images')
    .values(missing.map((image) => ({ ...image })))
    .execute();
  return missing.length;
}
