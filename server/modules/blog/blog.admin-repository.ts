import { sql, type Insertable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { BlogPostsTable } from '#db/types';
import { toResponsiveImage } from '../media/responsive-image-data';
import type { BlogCategory, BlogStatus } from './blog.choices';
import type { BlogAdminListInput } from './blog.schema';
import { imageSelect, type BlogImage, type ImageRow } from './blog.repository';

/** The staff's queries of the blog's posts: the list, the editor's post, and saving under its revision. */

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

const statusOf = (status: string, publishedAt: Date | null, now: Date): BlogStatus =>
  status === 'draft' || !publishedAt ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

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
