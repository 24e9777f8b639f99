/** Where a site image is used (specification, section 3). Zod-free, so routes can import it cheaply. */
export const SITE_IMAGE_CATEGORIES = ['hero', 'service', 'about', 'process'] as const;
export type SiteImageCategory = (typeof SITE_IMAGE_CATEGORIES)[number];
