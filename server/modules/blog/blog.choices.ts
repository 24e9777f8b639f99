/**
 * The blog's lists and labels, shared by the public pages, the staff screens and the schema
 * (no zod here: public pages import it).
 */

export const BLOG_CATEGORIES = ['planning', 'cemeteries', 'design', 'care', 'engraving', 'planning-ahead'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogCategoryLabels: Record<BlogCategory, string> = {
  planning: 'Planning a memorial',
  cemeteries: 'Cemetery rules',
  design: 'Granite & design',
  care: 'Care & restoration',
  engraving: 'Engraving & dates',
  'planning-ahead': 'Planning ahead',
};

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** What staff see in the list: a published post whose time has not come is "scheduled". */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogStatusLabels: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Posts per page on /blog. */
export const BLOG_PAGE_SIZE = 9;

/** Search engines cut titles and descriptions near these lengths (the editor's hints). */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 155;

/** A post's address. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** A slug: lowercase words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 120;

/** Turns a title into a slug ("Caring for Granite: A Guide" -> "caring-for-granite-a-guide"). */
export function blogSlugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, '');
}
