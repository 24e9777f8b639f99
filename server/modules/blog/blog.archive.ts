import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import {
  archiveSection,
  archivedImageShape,
  imageColumnsOf,
  imageFiles,
  imageRecordOf,
  isoOrNull,
  isoTimestamp,
} from '../shared/content-archive';
import { BLOG_CATEGORIES, BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, BLOG_STATUSES } from './blog.choices';
import { withoutXmlForbiddenCharacters, withoutXmlForbiddenCharactersOrNull } from '../shared/xml-text';
import { sanitizePostHtml } from './blog-html';
import { BODY_MAX } from './blog.schema';

// ---------------------------------------------------------------------------------------------
// Pictures uploaded for posts (covers and body pictures)

const blogImageRecord = z.object({
  ...archivedImageShape,
  /**
   * The second, third... upload of the same bytes (a photo uploaded once as a cover and again as
   * a picture in a post's body): each upload is its own row with its own files, and the copy
   * number tells them apart. Absent for the first.
   */
  copy: z.number().int().min(2).max(100_000).optional(),
});
type BlogImageRecord = z.infer<typeof blogImageRecord>;

const imageColumns = [
  'image_url',
  'medium_url',
  'width',
  'height',
  'variants',
  'placeholder_color',
  'original_key',
  'content_hash',
] as const;

/**
 * An upload's identity across sites: its content hash (the same bytes match the same picture on
 * another site), with its copy number when the same bytes were uploaded more than once; a picture
 * without a hash is known by its file.
 */
const imageKeyOf = (image: {
  content_hash: string | null;
  original_key: string | null;
  image_url: string;
  copy?: number | undefined;
}) => {
  const base = image.content_hash ?? image.original_key ?? image.image_url;
  return image.copy && image.copy > 1 ? `${base}#${image.copy}` : base;
};

/** The row a key stands for: the nth upload (by id) of those bytes, or the upload of that file. */
async function findImageRow(db: AppDb, key: string) {
  const match = /^(.*)#(\d+)$/.exec(key);
  const base = match ? match[1]! : key;
  const copy = match ? Number(match[2]) : 1;
  return db
    .selectFrom('blog_images')
    .select(['id', ...imageColumns])
    .where((eb) =>
      eb.or([eb('content_hash', '=', base), eb.and([eb('content_hash', 'is', null), eb('original_key', '=', base)])]),
    )
    .orderBy('id')
    .offset(copy - 1)
    .limit(1)
    .executeTakeFirst();
}

const withCopy = (record: Omit<BlogImageRecord, 'copy'>, copy: number | undefined): BlogImageRecord =>
  copy && copy > 1 ? { ...record, copy } : record;

/** The blog's uploaded pictures in the content archive, with their files. */
export const blogImagesArchive = archiveSection<BlogImageRecord>({
  name: 'blog-images',
  label: 'Blog pictures',
  record: blogImageRecord,
  keyOf: imageKeyOf,
  labelOf: (r) => `Blog picture: ${r.image_url}`,
  filesOf: (r) => imageFiles(r),
  prepareRecords(records) {
    // Archives made before copies were numbered list a twice-uploaded photo twice under one
    // hash: number them in the order they came, as the export does now.
    const seen = new Map<string, number>();
    return records.map((record) => {
      if (record.copy || !record.content_hash) return record;
      const count = (seen.get(record.content_hash) ?? 0) + 1;
      seen.set(record.content_hash, count);
      return withCopy(record, count);
    });
  },
  async exportRecords(db: AppDb) {
    const rows = await db.selectFrom('blog_images').select(imageColumns).orderBy('id').execute();
    const seen = new Map<string, number>();
    return rows.map((row) => {
      if (!row.content_hash) return imageRecordOf(row);
      const count = (seen.get(row.content_hash) ?? 0) + 1;
      seen.set(row.content_hash, count);
      return withCopy(imageRecordOf(row), count);
    });
  },
  async currentRecord(db, record) {
    const row = await findImageRow(db, imageKeyOf(record));
    return row ? withCopy(imageRecordOf(row), record.copy) : null;
  },
  async writeRecord(db, record, current) {
    const { copy: _copy, ...image } = record;
    if (!current) {
      await db.insertInto('blog_images').values(imageColumnsOf(image)).execute();
      return;
    }
    const row = await findImageRow(db, imageKeyOf(record));
    await db.updateTable('blog_images').set(imageColumnsOf(image)).where('id', '=', row!.id).execute();
  },
});

// ---------------------------------------------------------------------------------------------
// Posts

const postRecord = z.object({
  slug: z
    .string()
    .max(BLOG_SLUG_MAX)
    .regex(BLOG_SLUG_PATTERN, { error: 'must be lowercase letters, numbers and single hyphens' }),
  // Characters XML forbids are dropped on the way in, as at every save (decision record 182).
  title: z.string().min(1).max(300).transform(withoutXmlForbiddenCharacters),
  excerpt: z.string().max(2000).transform(withoutXmlForbiddenCharacters),
  category: z.enum(BLOG_CATEGORIES, { error: 'is not a blog category this site has' }),
  // Untrusted like any archive content: cleaned exactly as the editor's saves are.
  body_html: z
    .string()
    .max(BODY_MAX)
    .transform((html) => withoutXmlForbiddenCharacters(sanitizePostHtml(html))),
  reading_minutes: z.number().int().min(0).max(10_000),
  /** The cover picture, by the blog picture's key (see blog-images). */
  cover_image: z.string().max(2000).nullable(),
  cover_alt: z.string().max(500).nullable().transform(withoutXmlForbiddenCharactersOrNull),
  seo_title: z.string().max(300).nullable().transform(withoutXmlForbiddenCharactersOrNull),
  seo_description: z.string().max(1000).nullable().transform(withoutXmlForbiddenCharactersOrNull),
  status: z.enum(BLOG_STATUSES),
  published_at: isoTimestamp.nullable(),
  /** Shown on the post (its "updated" date): carried over, not reset by the import. */
  updated_at: isoTimestamp,
  /** The post's id in the feed (decision record 182): carried over, so readers see no new post. Older archives have none. */
  feed_guid: z.uuid().optional(),
});
type PostRecord = z.infer<typeof postRecord>;

const postColumns = [
  'blog_posts.slug',
  'blog_posts.title',
  'blog_posts.excerpt',
  'blog_posts.category',
  'blog_posts.body_html',
  'blog_posts.reading_minutes',
  'blog_posts.cover_alt',
  'blog_posts.seo_title',
  'blog_posts.seo_description',
  'blog_posts.status',
  'blog_posts.published_at',
  'blog_posts.updated_at',
  'blog_posts.feed_guid',
  'blog_images.content_hash',
  'blog_images.original_key',
  'blog_images.image_url',
] as const;

function postQuery(db: AppDb) {
  return db
    .selectFrom('blog_posts')
    .leftJoin('blog_images', 'blog_images.id', 'blog_posts.cover_image_id')
    .select(postColumns)
    .select((eb) =>
      // Which upload of those bytes the cover is (see blog-images' copy numbers).
      eb
        .selectFrom('blog_images as same')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('same.content_hash', '=', 'blog_images.content_hash')
        .whereRef('same.id', '<=', 'blog_images.id')
        .as('cover_copy'),
    );
}

function toPost(row: Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>): PostRecord {
  const { content_hash, original_key, image_url, cover_copy, published_at, updated_at, category, status, ...rest } =
    row;
  return {
    ...rest,
    updated_at: isoOrNull(updated_at)!,
    category: category as PostRecord['category'],
    status: status as PostRecord['status'],
    published_at: isoOrNull(published_at),
    cover_image: image_url
      ? imageKeyOf({ content_hash, original_key, image_url, copy: Number(cover_copy ?? 1) })
      : null,
  };
}

/** Blog posts in the content archive, matched by address (slug). Comes after the blog pictures. */
export const blogPostsArchive = archiveSection<PostRecord>({
  name: 'blog-posts',
  label: 'Blog posts',
  record: postRecord,
  keyOf: (r) => r.slug,
  labelOf: (r) => `Post: ${r.title}`,
  async exportRecords(db: AppDb) {
    const rows = await postQuery(db).orderBy('blog_posts.id').execute();
    return rows.map(toPost);
  },
  async currentRecord(db, record) {
    const row = await postQuery(db).where('blog_posts.slug', '=', record.slug).executeTakeFirst();
    return row ? toPost(row) : null;
  },
  async writeRecord(db, record, current) {
    const { cover_image, published_at, updated_at, feed_guid, ...fields } = record;
    const cover = cover_image ? await findImageRow(db, cover_image) : undefined;
    if (cover_image && !cover) {
      throw new Error(`Its cover picture (${cover_image}) is not in the archive's blog pictures.`);
    }
    const values = {
      ...fields,
      cover_image_id: cover?.id ?? null,
      published_at: published_at ? new Date(published_at) : null,
      updated_at: new Date(updated_at),
      ...(feed_guid ? { feed_guid } : {}),
    };
    if (!current) {
      await db.insertInto('blog_posts').values(values).execute();
      return;
    }
    await db
      .updateTable('blog_posts')
      .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
      .where('slug', '=', record.slug)
      .execute();
  },
});
