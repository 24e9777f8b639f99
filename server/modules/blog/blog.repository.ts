import { sql, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { BlogImagesTable, BlogPostsTable } from '#db/types';
import type { ResponsiveImageData } from '../media/media.schema';
import { linkPreviewOf, toResponsiveImage, type LinkPreviewImage } from '../media/responsive-image-data';
import type { StoredImage } from '../media/media.service';
import { imageColumns } from '../media/media.service';
import { BLOG_PAGE_SIZE, blogPostPath, type BlogCategory } from './blog.choices';

/** A picture uploaded for the blog (a cover or a picture in a post's body). */
export interface BlogImage {
  id: number;
  image: ResponsiveImageData;
  /** The plain JPEG rendition: link previews, RSS. */
  imageUrl: string;
}

/** One post as the list on /blog shows it. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  readingMinutes: number;
  publishedAt: string;
  cover: { image: ResponsiveImageData; imageUrl: string; preview: LinkPreviewImage | null; alt: string } | null;
}

/** One post's page. */
export interface BlogPostDetail extends BlogPostSummary {
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
}

export const imageSelect = [
  'blog_images.image_url',
  'blog_images.medium_url',
  'blog_images.width',
  'blog_images.height',
  'blog_images.variants',
  'blog_images.placeholder_color',
] as const;

export type ImageRow = Pick<
  Selectable<BlogImagesTable>,
  'image_url' | 'medium_url' | 'width' | 'height' | 'variants' | 'placeholder_color'
>;

function coverOf(row: Partial<ImageRow> & { cover_alt: string | null; title: string }, maxWidth?: number) {
  if (!row.image_url) return null;
  return {
    image: toResponsiveImage(row as ImageRow, maxWidth),
    imageUrl: row.image_url,
    /** The 1200 x 630 JPEG for link previews (og:image), when the pipeline made one. */
    preview: linkPreviewOf(row.variants),
    alt: row.cover_alt ?? row.title,
  };
}

/** Published and its time has come: what visitors may see. */
const isLive = sql<boolean>`blog_posts.status = 'published' and blog_posts.published_at <= now()`;

const summaryColumns = [
  'blog_posts.id',
  'blog_posts.slug',
  'blog_posts.title',
  'blog_posts.excerpt',
  'blog_posts.category',
  'blog_posts.reading_minutes',
  'blog_posts.published_at',
  'blog_posts.cover_alt',
] as const;

function toSummary(
  row: Pick<
    Selectable<BlogPostsTable>,
    'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'reading_minutes' | 'published_at' | 'cover_alt'
  > & {
    [K in 'image_url' | 'medium_url' | 'width' | 'height' | 'variants' | 'placeholder_color']:
      | Selectable<BlogImagesTable>[K]
      | null;
  },
): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as BlogCategory,
    readingMinutes: row.reading_minutes,
    publishedAt: (row.published_at ?? new Date(0)).toISOString(),
    cover: coverOf(row as never, 1200),
  };
}

function liveQuery(db: AppDb) {
  return db
    .selectFrom('blog_posts')
    .leftJoin('blog_images', 'blog_images.id', 'blog_posts.cover_image_id')
    .where(isLive);
}

// ---------------------------------------------------------------- visitors

/** One page of live posts, newest first, with the total for the pager. */
export async function listLivePosts(db: AppDb, options: { page: number; category?: BlogCategory }) {
  let query = liveQuery(db);
  if (options.category) query = query.where('blog_posts.category', '=', options.category);
  const [rows, total] = await Promise.all([
    query
      .select([...summaryColumns, ...imageSelect])
      .orderBy('blog_posts.published_at', 'desc')
      .orderBy('blog_posts.id', 'desc')
      .limit(BLOG_PAGE_SIZE)
      .offset((options.page - 1) * BLOG_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toSummary), total: Number(total.count) };
}

/** A live post by slug, or undefined. */
export async function findLivePost(db: AppDb, slug: string): Promise<BlogPostDetail | undefined> {
  const row = await liveQuery(db)
    .select([
      ...summaryColumns,
      ...imageSelect,
      'blog_posts.body_html',
      'blog_posts.seo_title',
      'blog_posts.seo_description',
      'blog_posts.updated_at',
    ])
    .where('blog_posts.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row),
    cover: coverOf(row as never),
    bodyHtml: row.body_html,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Up to three other live posts: the same category first, then the newest. */
export async function listRelatedPosts(db: AppDb, post: { id: number; category: string }) {
  const rows = await liveQuery(db)
    .select([...summaryColumns, ...imageSelect])
    .where('blog_posts.id', '<>', post.id)
    .orderBy(sql`blog_posts.category = ${post.category}`, 'desc')
    .orderBy('blog_posts.published_at', 'desc')
    .limit(3)
    .execute();
  return rows.map(toSummary);
}

/** The newest live posts with their bodies (the RSS feed). */
export async function listFeedPosts(db: AppDb, limit = 20) {
  const rows = await liveQuery(db)
    .select([
      ...summaryColumns,
      ...imageSelect,
      'blog_posts.body_html',
      'blog_posts.updated_at',
      'blog_posts.seo_description',
      'blog_posts.feed_guid',
    ])
    .orderBy('blog_posts.published_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toSummary(row),
    feedGuid: row.feed_guid,
    bodyHtml: row.body_html,
    updatedAt: row.updated_at,
    publishedAtDate: row.published_at!,
  }));
}

/** The soonest time a scheduled post goes live, or null. */
export async function nextScheduledPublish(db: AppDb): Promise<Date | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('status', '=', 'published')
    .where('published_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.next ? new Date(row.next as unknown as string) : null;
}

export async function blogSitemapEntries(db: AppDb) {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at', 'published_at'])
    .where(isLive)
    .orderBy('published_at', 'desc')
    .execute();
  return rows.map((row) => ({
    path: blogPostPath(row.slug),
    lastModified: row.updated_at > row.published_at! ? row.updated_at : row.published_at!,
  }));
}

// ---------------------------------------------------------------- pictures

export async function imageExists(db: AppDb, id: number): Promise<boolean> {
  return !!(await db.selectFrom('blog_images').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertBlogImage(db: AppDb, stored: StoredImage): Promise<BlogImage> {
  const columns = imageColumns(stored);
  const row = await db
    .insertInto('blog_images')
    .values(columns)
    .returning(['id', ...imageSelect.map((c) => c.replace('blog_images.', '') as 'image_url')])
    .executeTakeFirstOrThrow();
  return blogImageOf(row as never);
}

/** One blog picture by its id (a picture an import fetched before) or by its content's hash. */
async function findBlogImageWhere(db: AppDb, column: 'id' | 'content_hash', value: number | string) {
  const row = await db
    .selectFrom('blog_images')
    .select(['id', 'image_url', 'medium_url', 'width', 'height', 'variants', 'placeholder_color'])
    .where(column, '=', value as never)
    .executeTakeFirst();
  return row ? blogImageOf(row) : undefined;
}

export const findBlogImage = (db: AppDb, id: number): Promise<BlogImage | undefined> =>
  findBlogImageWhere(db, 'id', id);

export const findBlogImageByHash = (db: AppDb, contentHash: string): Promise<BlogImage | undefined> =>
  findBlogImageWhere(db, 'content_hash', contentHash);

function blogImageOf(row: ImageRow & { id: number }): BlogImage {
  return { id: row.id, image: toResponsiveImage(row), imageUrl: row.image_url };
}

/** The pipeline's srcset for a picture in a post's body (WebP up to 1200 px). */
export function bodyImageAttributes(image: BlogImage) {
  return {
    src: image.image.src,
    srcset: toResponsiveImageSrcset(image),
    width: image.image.width,
    height: image.image.height,
  };
}

function toResponsiveImageSrcset(image: BlogImage): string | null {
  return (
    image.image.webpSrcSet
      ?.split(', ')
      .filter((c) => Number(/ (\d+)w$/.exec(c)?.[1] ?? 0) <= 1200)
      .join(', ') ?? null
  );
}

/** Every published post, scheduled ones included, with its body: the monument expert's index filters by time itself. */
export async function listPublishedForSearch(db: AppDb) {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['slug', 'title', 'excerpt', 'body_html', 'published_at'])
    .where('status', '=', 'published')
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    path: blogPostPath(row.slug),
    title: row.title,
    excerpt: row.excerpt,
    bodyHtml: row.body_html,
    publishedAt: row.published_at!,
  }));
}
