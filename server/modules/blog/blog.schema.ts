import { z } from 'zod';
import { optionalText, serialId, text } from '../shared/text.schema';
import { BLOG_CATEGORIES, BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, BLOG_STATUSES } from './blog.choices';

/** Inputs of the blog's procedures and address-bar params; shared by the server and the editor. */

export const SLUG_MESSAGE = 'Use lowercase letters, numbers and single hyphens, like "choosing-a-granite-color"';

export const blogSlugSchema = text(BLOG_SLUG_MAX, `Please keep the address under ${BLOG_SLUG_MAX} characters`)
  .toLowerCase()
  .min(1, { error: 'Please give the post an address' })
  .regex(BLOG_SLUG_PATTERN, { error: SLUG_MESSAGE });

/** The body as the editor sends it: HTML, sanitized on the server before it is stored. */
export const BODY_MAX = 200_000;

/** What the editor saves (every field; autosave sends them all). */
export const blogPostFieldsSchema = z.object({
  title: text(200, 'Please keep the title under 200 characters'),
  slug: blogSlugSchema,
  excerpt: text(400, 'Please keep the summary under 400 characters'),
  category: z.enum(BLOG_CATEGORIES, { error: 'Please choose a category' }),
  bodyHtml: text(BODY_MAX, 'This post is too long to save in one piece. Please split it in two.'),
  coverImageId: serialId('That picture is no longer there. Please upload it again.').nullable(),
  coverAlt: optionalText(300, 'Please keep the picture description under 300 characters'),
  seoTitle: optionalText(120, 'Please keep the search title under 120 characters'),
  seoDescription: optionalText(320, 'Please keep the search description under 320 characters'),
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;
export type BlogPostFieldsInput = z.input<typeof blogPostFieldsSchema>;

/** The first save of a new post: a title is enough (the rest can come later). */
export const blogCreateSchema = blogPostFieldsSchema.extend({
  title: text(200, 'Please keep the title under 200 characters').min(1, { error: 'Please give the post a title' }),
});

/** A save names the revision it started from; an older one is refused (another tab saved since). */
export const blogSaveSchema = blogCreateSchema.extend({
  id: serialId('That post no longer exists. Please reload the page.'),
  revision: z.number().int().min(1).max(2_147_483_647),
});

export const blogIdSchema = z.object({ id: serialId('That post no longer exists. Please reload the page.') });

/** Publish now (no date), or schedule for a future time. */
export const blogPublishSchema = z.object({
  id: serialId('That post no longer exists. Please reload the page.'),
  revision: z.number().int().min(1).max(2_147_483_647),
  publishAt: z.iso.datetime({ offset: true, error: 'Please choose a date and time' }).nullable().optional(),
});

export const blogUnpublishSchema = z.object({
  id: serialId('That post no longer exists. Please reload the page.'),
  revision: z.number().int().min(1).max(2_147_483_647),
});

export const blogSlugCheckSchema = z.object({
  slug: text(BLOG_SLUG_MAX * 2),
  id: serialId().optional(),
});

/** The staff list's filters (also the screen's address-bar params). */
export const blogAdminListSchema = z.object({
  status: z.enum(BLOG_STATUSES).optional().catch(undefined),
  category: z.enum(BLOG_CATEGORIES).optional().catch(undefined),
  q: text(200).optional().catch(undefined),
});
export type BlogAdminListInput = z.input<typeof blogAdminListSchema>;

/** /blog's address-bar params: a bad value falls back to the default, never an error page. */
export const blogListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  category: z.enum(BLOG_CATEGORIES).optional().catch(undefined),
});
export type BlogListSearch = z.output<typeof blogListSearchSchema>;

export const blogListSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  category: z.enum(BLOG_CATEGORIES).optional(),
});

export const blogPostInputSchema = z.object({ slug: text(BLOG_SLUG_MAX * 2).min(1) });

/** The upload's query string: a cover or a picture in the body. */
export const blogUploadQuerySchema = z.object({
  purpose: z.enum(['cover', 'body']).catch('body'),
});
