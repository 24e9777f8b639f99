import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import type { PipelineOptions } from '../media/image-pipeline';
import { deleteImageFiles, sha256, storeImage, type StoredImage } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import { redirectMovedPage, releasePathForPage } from '../redirects/redirects.service';
import { blogPostPath, BLOG_SLUG_PATTERN, type BlogCategory } from './blog.choices';
import { withoutXmlForbiddenCharacters, withoutXmlForbiddenCharactersOrNull } from '../shared/xml-text';
import { plainTextOf, readingMinutesOf, sanitizePostHtml } from './blog-html';
import type { BlogAdminListInput, BlogPostFields } from './blog.schema';
import {
  blogSitemapEntries,
  findBlogImageByHash,
  findLivePost,
  imageExists,
  insertBlogImage,
  listFeedPosts,
  listLivePosts,
  listPublishedForSearch,
  listRelatedPosts,
  nextScheduledPublish,
  type BlogImage,
} from './blog.repository';
import {
  countDrafts,
  deletePostRow,
  findAdminPost,
  findPostState,
  insertPost,
  listAdminPosts,
  slugTaken,
  updatePostIfRevision,
  type AdminBlogPost,
  type PostRowValues,
} from './blog.admin-repository';

export type { BlogImage, BlogPostDetail, BlogPostSummary } from './blog.repository';
export type { AdminBlogPost } from './blog.admin-repository';

// ---------------------------------------------------------------- visitors

/** One page of /blog (newest first), with the total for the pager. */
export const listPublishedPosts = (db: AppDb, options: { page: number; category?: BlogCategory }) =>
  listLivePosts(db, options);

/** A published post and up to three related ones, or undefined. */
export async function findPublishedPost(db: AppDb, slug: string) {
  if (!BLOG_SLUG_PATTERN.test(slug)) return undefined;
  const post = await findLivePost(db, slug);
  if (!post) return undefined;
  return { post, related: await listRelatedPosts(db, post) };
}

/**
 * When the public blog next changes by itself: the soonest time a scheduled post goes live, or
 * null. Pages that list posts tell the page cache to drop them then (PageCacheHints.expireAt), so
 * a scheduled post appears on time with no job and no stale /blog.
 */
export const nextScheduledChange = (db: AppDb) => nextScheduledPublish(db);

/** The newest published posts for the RSS feed. */
export const feedPosts = (db: AppDb) => listFeedPosts(db);

/**
 * Published posts with their bodies, scheduled ones included (each with its publication time),
 * for the monument expert's search index, which shows a post only once its time has come.
 */
export const postsForSearchIndex = (db: AppDb) => listPublishedForSearch(db);

/** A post's body as plain text, one line per paragraph, heading or list item (for search). */
export const plainTextOfPost = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre)>/i)
    .map(plainTextOf)
    .filter(Boolean)
    .join('\n');

/** Published posts for the sitemap (server/sitemap-sources.ts). */
export const blogSitemapSource = (db: AppDb) => blogSitemapEntries(db);

/** Drafts waiting to be finished (the dashboard). */
export const countDraftPosts = (db: AppDb) => countDrafts(db);

// ---------------------------------------------------------------- staff

const notFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'That post no longer exists. It may have been deleted.' });

export const CONFLICT_MESSAGE =
  'This post was changed in another tab or by someone else since you opened it. Your changes are kept here: copy anything you need, then reload to see the newer version.';

const slugTakenError = () =>
  new TRPCError({
    code: 'CONFLICT',
    message: 'Another post already uses this address. Please choose a different one.',
  });

export const listPostsForStaff = (db: AppDb, filters: BlogAdminListInput) => listAdminPosts(db, filters);

export async function getPostForStaff(db: AppDb, id: number): Promise<AdminBlogPost> {
  const post = await findAdminPost(db, id);
  if (!post) throw notFound();
  return post;
}

/** Whether an address is free (the editor checks as staff type). */
export async function checkSlug(db: AppDb, slug: string, exceptId?: number) {
  if (!BLOG_SLUG_PATTERN.test(slug)) return { available: false, valid: false };
  return { available: !(await slugTaken(db, slug, exceptId)), valid: true };
}

async function rowValues(db: AppDb, fields: BlogPostFields): Promise<PostRowValues> {
  if (fields.coverImageId !== null && !(await imageExists(db, fields.coverImageId))) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'That cover picture is no longer there. Please upload it again.',
    });
  }
  // Characters XML forbids (a word processor's paste brings some) never reach the database,
  // so neither the feed nor a page can carry one (decision record 182).
  const body = withoutXmlForbiddenCharacters(sanitizePostHtml(fields.bodyHtml));
  return {
    title: withoutXmlForbiddenCharacters(fields.title),
    slug: fields.slug,
    excerpt: withoutXmlForbiddenCharacters(fields.excerpt),
    category: fields.category,
    body_html: body,
    reading_minutes: readingMinutesOf(body),
    cover_image_id: fields.coverImageId,
    cover_alt: withoutXmlForbiddenCharactersOrNull(fields.coverAlt),
    seo_title: withoutXmlForbiddenCharactersOrNull(fields.seoTitle),
    seo_description: withoutXmlForbiddenCharactersOrNull(fields.seoDescription),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** A new draft. */
export async function createPost(db: AppDb, fields: BlogPostFields): Promise<AdminBlogPost> {
  if (await slugTaken(db, fields.slug)) throw slugTakenError();
  const values = await rowValues(db, fields);
  try {
    const id = await insertPost(db, values);
    return await getPostForStaff(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}

const isLiveState = (state: { status: string; published_at: Date | null }, now = new Date()) =>
  state.status === 'published' && !!state.published_at && state.published_at <= now;

/**
 * Saves every field when `revision` is still the post's revision (else CONFLICT: another tab
 * saved first). A live post whose address changes keeps its old address as a 301.
 */
export async function savePost(
  db: AppDb,
  input: BlogPostFields & { id: number; revision: number },
): Promise<AdminBlogPost> {
  const values = await rowValues(db, input);
  try {
    await db.transaction().execute(async (trx) => {
      const state = await findPostState(trx, input.id);
      if (!state) throw notFound();
      if (state.revision !== input.revision) throw new TRPCError({ code: 'CONFLICT', message: CONFLICT_MESSAGE });
      if (state.slug !== input.slug && (await slugTaken(trx, input.slug, input.id))) throw slugTakenError();
      const saved = await updatePostIfRevision(trx, input.id, input.revision, values);
      if (saved === null) throw new TRPCError({ code: 'CONFLICT', message: CONFLICT_MESSAGE });
      if (state.slug !== input.slug && isLiveState(state)) {
        await redirectMovedPage(trx, blogPostPath(state.slug), blogPostPath(input.slug));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return getPostForStaff(db, input.id);
}

/** Publishes now, or schedules for a later time (then it appears by itself at that time). */
export async function publishPost(
  db: AppDb,
  input: { id: number; revision: number; publishAt?: string | null },
  now = new Date(),
): Promise<AdminBlogPost> {
  const when = input.publishAt ? new Date(input.publishAt) : now;
  const post = await getPostForStaff(db, input.id);
  const missing = [
    !post.title.trim() && 'a title',
    !post.excerpt.trim() && 'a short summary',
    !post.bodyHtml.trim() && 'some text',
    post.coverImageId !== null && !post.coverAlt?.trim() && 'a description of the cover picture',
  ].filter(Boolean);
  if (missing.length) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: `Before publishing, please add ${missing.join(', ')}.` });
  }
  await db.transaction().execute(async (trx) => {
    const state = await findPostState(trx, input.id);
    if (!state) throw notFound();
    if (state.revision !== input.revision) throw new TRPCError({ code: 'CONFLICT', message: CONFLICT_MESSAGE });
    // Publishing a post that is already live keeps its original date, and so does a draft
    // imported with its original date (WordPress); other drafts carry no date.
    const keepsDate =
      !input.publishAt &&
      (isLiveState(state, now) || (state.status === 'draft' && !!state.published_at && state.published_at <= now));
    const publishedAt = keepsDate ? state.published_at! : when;
    await updatePostIfRevision(trx, input.id, input.revision, { status: 'published', published_at: publishedAt });
    await releasePathForPage(trx, blogPostPath(state.slug));
  });
  return getPostForStaff(db, input.id);
}

/** Back to a draft: visitors no longer see it. */
export async function unpublishPost(db: AppDb, input: { id: number; revision: number }): Promise<AdminBlogPost> {
  const saved = await db.transaction().execute(async (trx) => {
    const state = await findPostState(trx, input.id);
    if (!state) throw notFound();
    if (state.revision !== input.revision) throw new TRPCError({ code: 'CONFLICT', message: CONFLICT_MESSAGE });
    return updatePostIfRevision(trx, input.id, input.revision, { status: 'draft', published_at: null });
  });
  if (saved === null) throw new TRPCError({ code: 'CONFLICT', message: CONFLICT_MESSAGE });
  return getPostForStaff(db, input.id);
}

/** Deletes a post. Its pictures stay in storage (another post may show the same upload). */
export async function deletePost(db: AppDb, id: number): Promise<{ slug: string }> {
  const row = await deletePostRow(db, id);
  if (!row) throw notFound();
  return row;
}

/** Saves an upload the pipeline already stored; the same bytes uploaded twice give one row. */
export async function addBlogImage(db: AppDb, stored: StoredImage): Promise<BlogImage> {
  return insertBlogImage(db, stored);
}

/** Stores image bytes for the blog unless the same bytes are already there (the demo seed). */
export async function importBlogImage(
  db: AppDb,
  storage: MediaStorage,
  bytes: Buffer,
  options: PipelineOptions = {},
): Promise<BlogImage> {
  const existing = await findBlogImageByHash(db, sha256(bytes));
  if (existing) return existing;
  const stored = await storeImage(storage, bytes, options);
  try {
    return await insertBlogImage(db, stored);
  } catch (error) {
    await deleteImageFiles(storage, { variants: stored.variants, original_key: stored.originalKey }).catch(() => {});
    throw error;
  }
}

/** A post for the demo seed: created once by slug, published at the given time. */
export async function seedPost(db: AppDb, fields: BlogPostFields, publishedAt: Date): Promise<'added' | 'skipped'> {
  if (await slugTaken(db, fields.slug)) return 'skipped';
  const values = await rowValues(db, fields);
  try {
    await insertPost(db, { ...values, status: 'published', published_at: publishedAt });
    return 'added';
  } catch (error) {
    if (isUniqueViolation(error)) return 'skipped';
    throw error;
  }
}

/**
 * A post brought from another blog (a WordPress export) as a draft. Its original date is kept
 * and becomes its date when staff publish it. Skipped when the address is taken, so importing
 * the same export again adds nothing. Runs inside the caller's transaction.
 */
export async function importDraftPost(
  db: AppDb,
  fields: Omit<BlogPostFields, 'excerpt' | 'seoTitle' | 'seoDescription'> & { excerpt: string | null },
  originalDate: Date | null,
): Promise<'added' | 'skipped'> {
  if (await slugTaken(db, fields.slug)) return 'skipped';
  const body = sanitizePostHtml(fields.bodyHtml);
  const excerpt = (fields.excerpt ? plainTextOf(fields.excerpt) : plainTextOf(body)).slice(0, 300).trim();
  const values = await rowValues(db, { ...fields, excerpt, bodyHtml: body, seoTitle: null, seoDescription: null });
  await insertPost(db, { ...values, status: 'draft', published_at: originalDate });
  return 'added';
}

/** A blog picture by id, and the attributes a post's body gives it (an import places pictures itself). */
export { findBlogImage, bodyImageAttributes } from './blog.repository';

/** Whether a post already has this address (the demo seed skips what it made before). */
export const postSlugExists = (db: AppDb, slug: string) => slugTaken(db, slug);

/** Blog pictures and posts in the content archive (decision record 120). */
export { blogImagesArchive, blogPostsArchive } from './blog.archive';
