import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { BlogImagesTable, BlogPostsTable } from '#db/types';
import type { ResponsiveImageData } from '../media/media.schema';
import { linkPreviewOf, toResponsiveImage, type LinkPreviewImage } from '../media/responsive-image-data';
import type { StoredImage } from '../media/media.service';
import { imageColumns } from '../media/media.service';
import { BLOG_PAGE_SIZE, blogPostPath, type BlogCategory, type BlogStatus } from './blog.choices';
import type { BlogAdminListInput } from './blog.schema';

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

/** One post as the staff editor holds it. */
export interface AdminBlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: BlogCategory;
  bodyHtml: string;
  coverImageId: number | null;
  coverAlt: string | null;
  cover: BlogImage | null;
  seoTitle: string | null;
  seoDescription: string | null;
  status: BlogStatus;
  publishedAt: string | null;
  revision: number;
  readingMinutes: number;
  updatedAt: string;
}

export interface AdminBlogListRow {
  id: number;
  title: string;
  slug: string;
  category: BlogCategory;
  status: BlogStatus;
  publishedAt: string | null;
  updatedAt: string;
}

const imageSelect = [
  'blog_images.image_url',
  'blog_images.medium_url',
  'blog_images.width',
  'blog_images.height',
  'blog_images.variants',
  'blog_images.placeholder_color',
] as const;

type ImageRow = Pick<
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

const statusOf = (status: string, publishedAt: Date | null, now: Date): BlogStatus =>
  status === 'draft' || !publishedAt ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

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
      Selectable<BlogImagesTable>[K] | null;
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

// ---------------------------------------------------------------- staff

export async function listAdminPosts(db: AppDb, filters: BlogAdminListInput): Promise<AdminBlogListRow[]> {
  let query = db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'category', 'status', 'published_at', 'updated_at']);
  if (filters.category) query = query.where('category', '=', filters.category);
  if (filters.status === 'draft') query = query.where('status', '=', 'draft');
  if (filters.status === 'scheduled')
    query = query.where('status', '=', 'published').where('published_at', '>', sql<Date>`now()`);
  if (filters.status === 'published')
    query = query.where('status', '=', 'published').where('published_at', '<=', sql<Date>`now()`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('title', 'ilike', like), eb('slug', 'ilike', like)]));
  }
  const rows = await query.orderBy('updated_at', 'desc').limit(500).execute();
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category as BlogCategory,
    status: statusOf(row.status, row.published_at, now),
    publishedAt: row.published_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function findAdminPost(db: AppDb, id: number): Promise<AdminBlogPost | undefined> {
  const row = await db
    .selectFrom('blog_posts')
    .leftJoin('blog_images', 'blog_images.id', 'blog_posts.cover_image_id')
    .select([
      'blog_posts.id',
      'blog_posts.title',
      'blog_posts.slug',
      'blog_posts.excerpt',
      'blog_posts.category',
      'blog_posts.body_html',
      'blog_posts.cover_image_id',
      'blog_posts.cover_alt',
      'blog_posts.seo_title',
      'blog_posts.seo_description',
      'blog_posts.status',
      'blog_posts.published_at',
      'blog_posts.revision',
      'blog_posts.reading_minutes',
      'blog_posts.updated_at',
      ...imageSelect,
    ])
    .where('blog_posts.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category as BlogCategory,
    bodyHtml: row.body_html,
    coverImageId: row.cover_image_id,
    coverAlt: row.cover_alt,
    cover:
      row.cover_image_id && row.image_url
        ? { id: row.cover_image_id, image: toResponsiveImage(row as ImageRow), imageUrl: row.image_url }
        : null,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    status: statusOf(row.status, row.published_at, new Date()),
    publishedAt: row.published_at?.toISOString() ?? null,
    revision: row.revision,
    readingMinutes: row.reading_minutes,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The post's slug, status and time (before a change). */
export async function findPostState(db: AppDb, id: number) {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'status', 'published_at', 'revision'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function slugTaken(db: AppDb, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}

export type PostRowValues = Pick<
  Insertable<BlogPostsTable>,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'category'
  | 'body_html'
  | 'reading_minutes'
  | 'cover_image_id'
  | 'cover_alt'
  | 'seo_title'
  | 'seo_description'
>;

export async function insertPost(db: AppDb, values: PostRowValues & { status?: string; published_at?: Date | null }) {
  const row = await db.insertInto('blog_posts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Saves when the revision still matches; returns the new revision, or null when it did not. */
export async function updatePostIfRevision(
  db: AppDb,
  id: number,
  revision: number,
  values: Partial<PostRowValues> & { status?: string; published_at?: Date | null },
): Promise<number | null> {
  const row = await db
    .updateTable('blog_posts')
    .set({ ...values, revision: sql`revision + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .returning('revision')
    .executeTakeFirst();
  return row?.revision ?? null;
}

export async function deletePostRow(db: AppDb, id: number) {
  const row = await db.deleteFrom('blog_posts').where('id', '=', id).returning(['slug']).executeTakeFirst();
  return row ?? null;
}

export async function countDrafts(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
