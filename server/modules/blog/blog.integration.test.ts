import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { buildSitemap } from '../seo/sitemap';
import { sitemapSources } from '#server/sitemap-sources';
import { RedirectCache } from '../redirects/redirect-cache';
import { importBlogImage, nextScheduledChange } from './blog.service';
import { buildBlogFeed } from './blog.rss';
import type { BlogPostFieldsInput } from './blog.schema';

const fields = (overrides: Partial<BlogPostFieldsInput> = {}): BlogPostFieldsInput => ({
  title: 'How long does a headstone take?',
  slug: 'how-long-does-a-headstone-take',
  excerpt: 'Most take four to six weeks from approval to setting. Here is why, step by step.',
  category: 'planning',
  bodyHtml: '<h2>The short answer</h2><p>Four to six weeks after you approve the proof.</p>',
  coverImageId: null,
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
  ...overrides,
});

describe.each(databaseTargets)('blog procedures (%s)', (target) => {
  let database: Database;
  const storage = tempStorage();
  let admin: Awaited<ReturnType<typeof signedInCaller>>;
  let member: Awaited<ReturnType<typeof signedInCaller>>;
  let visitor: ReturnType<typeof callerFor>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = await signedInCaller(database, { admin: true, storage });
    member = await signedInCaller(database, { admin: false, storage });
    visitor = callerFor(database, { storage });
  });
  afterAll(() => database.close());

  async function publishedPost(overrides: Partial<BlogPostFieldsInput> = {}, publishAt?: string) {
    const created = await admin.admin.blog.create(fields(overrides));
    return admin.admin.blog.publish({ id: created.id, revision: created.revision, publishAt });
  }

  it('creates a draft that visitors cannot see, then publishes it for them', async () => {
    const draft = await admin.admin.blog.create(fields());
    expect(draft.status).toBe('draft');
    expect(draft.revision).toBe(1);
    expect((await visitor.blog.list({ page: 1 })).posts).toHaveLength(0);
    expect(await codeOf(visitor.blog.post({ slug: draft.slug }))).toBe('NOT_FOUND');

    const published = await admin.admin.blog.publish({ id: draft.id, revision: draft.revision });
    expect(published.status).toBe('published');
    const list = await visitor.blog.list({ page: 1 });
    expect(list.posts.map((p) => p.slug)).toEqual([draft.slug]);
    expect(list.total).toBe(1);
    const page = await visitor.blog.post({ slug: draft.slug });
    expect(page.post.bodyHtml).toContain('<h2>The short answer</h2>');
    expect(page.post.readingMinutes).toBe(1);
  });

  it('keeps slugs unique: a taken address is refused, and checked as staff type', async () => {
    expect(await codeOf(admin.admin.blog.create(fields()))).toBe('CONFLICT');
    const other = await admin.admin.blog.create(fields({ title: 'Another', slug: 'another-post' }));
    expect(await admin.admin.blog.checkSlug({ slug: 'how-long-does-a-headstone-take' })).toEqual({
      available: false,
      valid: true,
    });
    expect(await admin.admin.blog.checkSlug({ slug: 'another-post', id: other.id })).toEqual({
      available: true,
      valid: true,
    });
    expect((await admin.admin.blog.checkSlug({ slug: 'Not A Slug' })).valid).toBe(false);
    expect(await codeOf(admin.admin.blog.save({ ...fields(), id: other.id, revision: other.revision }))).toBe(
      'CONFLICT',
    );
    // A bad address is refused by the schema with words for the field.
    expect(await codeOf(admin.admin.blog.create(fields({ slug: 'Bad Slug!' })))).toBe('BAD_REQUEST');
  });

  it('refuses a save made from an older revision (two tabs), instead of overwriting', async () => {
    const post = await admin.admin.blog.create(fields({ title: 'Two tabs', slug: 'two-tabs' }));
    const tabA = await admin.admin.blog.save({
      ...fields({ title: 'Tab A', slug: 'two-tabs' }),
      id: post.id,
      revision: 1,
    });
    expect(tabA.revision).toBe(2);
    const error = await admin.admin.blog
      .save({ ...fields({ title: 'Tab B', slug: 'two-tabs' }), id: post.id, revision: 1 })
      .catch((e: Error & { code: string }) => e);
    expect((error as { code: string }).code).toBe('CONFLICT');
    expect((error as Error).message).toMatch(/another tab/);
    expect((await admin.admin.blog.get({ id: post.id })).title).toBe('Tab A');
    expect(await codeOf(admin.admin.blog.publish({ id: post.id, revision: 1 }))).toBe('CONFLICT');
  });

  it('schedules a post: hidden until its time, then shown with no job, and the cache is told when', async () => {
    const soon = new Date(Date.now() + 1500);
    const later = new Date(Date.now() + 86_400_000);
    const scheduled = await publishedPost({ title: 'Soon', slug: 'scheduled-soon' }, soon.toISOString());
    await publishedPost({ title: 'Later', slug: 'scheduled-later' }, later.toISOString());
    expect(scheduled.status).toBe('scheduled');
    expect((await admin.admin.blog.list({ status: 'scheduled' })).map((p) => p.slug).sort()).toEqual([
      'scheduled-later',
      'scheduled-soon',
    ]);
    expect((await visitor.blog.list({ page: 1 })).posts.some((p) => p.slug === 'scheduled-soon')).toBe(false);
    expect(await codeOf(visitor.blog.post({ slug: 'scheduled-soon' }))).toBe('NOT_FOUND');
    expect((await nextScheduledChange(database.db))?.getTime()).toBe(new Date(scheduled.publishedAt!).getTime());

    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 100));
    expect((await visitor.blog.list({ page: 1 })).posts[0]?.slug).toBe('scheduled-soon');
    expect((await visitor.blog.post({ slug: 'scheduled-soon' })).post.title).toBe('Soon');
    expect((await nextScheduledChange(database.db))?.getTime()).toBe(later.getTime());
  });

  it('adds a 301 from the old address when a published post changes its slug, and no chains', async () => {
    const post = await publishedPost({ title: 'Granite colors', slug: 'granite-colors-guide' });
    const moved = await admin.admin.blog.save({
      ...fields({ title: 'Granite colors', slug: 'choosing-granite-color' }),
      id: post.id,
      revision: post.revision,
    });
    const redirects = new RedirectCache(database.db);
    expect(await redirects.resolve('/blog/granite-colors-guide', '', { allowKeywords: false })).toMatchObject({
      location: '/blog/choosing-granite-color',
      statusCode: 301,
    });
    await admin.admin.blog.save({
      ...fields({ title: 'Granite colors', slug: 'granite-color-guide' }),
      id: post.id,
      revision: moved.revision,
    });
    const fresh = new RedirectCache(database.db);
    for (const old of ['/blog/granite-colors-guide', '/blog/choosing-granite-color']) {
      expect(await fresh.resolve(old, '', { allowKeywords: false })).toMatchObject({
        location: '/blog/granite-color-guide',
      });
    }
    // A draft's address is not public yet: changing it adds nothing.
    const draft = await admin.admin.blog.create(fields({ title: 'Draft', slug: 'draft-address' }));
    await admin.admin.blog.save({ ...fields({ title: 'Draft', slug: 'draft-address-2' }), id: draft.id, revision: 1 });
    expect(await fresh.resolve('/blog/draft-address', '', { allowKeywords: false })).toBeNull();
  });

  it('stores only sanitized HTML, and that is what visitors get', async () => {
    const post = await publishedPost({
      title: 'Sanitized',
      slug: 'sanitized',
      bodyHtml:
        '<p onclick="alert(1)">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>',
    });
    const stored = await admin.admin.blog.get({ id: post.id });
    expect(stored.bodyHtml).toBe('<p>Hi</p><a>x</a>');
    expect((await visitor.blog.post({ slug: 'sanitized' })).post.bodyHtml).toBe('<p>Hi</p><a>x</a>');
  });

  it('needs a summary, a body and a described cover before publishing', async () => {
    const image = await importBlogImage(database.db, storage, await smallJpeg(800, 600));
    const post = await admin.admin.blog.create(
      fields({ title: 'Needs work', slug: 'needs-work', excerpt: '', coverImageId: image.id, coverAlt: '' }),
    );
    expect(await codeOf(admin.admin.blog.publish({ id: post.id, revision: post.revision }))).toBe('BAD_REQUEST');
    const fixed = await admin.admin.blog.save({
      ...fields({ title: 'Needs work', slug: 'needs-work', coverImageId: image.id, coverAlt: 'A gray headstone' }),
      id: post.id,
      revision: post.revision,
    });
    const published = await admin.admin.blog.publish({ id: post.id, revision: fixed.revision });
    expect(published.cover?.image.webpSrcSet).toMatch(/\/media\/\S+\.webp \d+w/);
    const page = await visitor.blog.post({ slug: 'needs-work' });
    expect(page.post.cover?.alt).toBe('A gray headstone');
    expect(await codeOf(admin.admin.blog.create(fields({ slug: 'ghost', coverImageId: 999999 })))).toBe('BAD_REQUEST');
  });

  it('unpublishes and deletes', async () => {
    const post = await publishedPost({ title: 'Short-lived', slug: 'short-lived' });
    const draft = await admin.admin.blog.unpublish({ id: post.id, revision: post.revision });
    expect(draft.status).toBe('draft');
    expect(await codeOf(visitor.blog.post({ slug: 'short-lived' }))).toBe('NOT_FOUND');
    await admin.admin.blog.delete({ id: post.id });
    expect(await codeOf(admin.admin.blog.get({ id: post.id }))).toBe('NOT_FOUND');
    expect(await codeOf(admin.admin.blog.delete({ id: post.id }))).toBe('NOT_FOUND');
  });

  it('pages, filters by category and lists related posts', async () => {
    for (let i = 0; i < 12; i++) {
      await publishedPost(
        { title: `Care tip ${i}`, slug: `care-tip-${i}`, category: 'care' },
        new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      );
    }
    const care = await visitor.blog.list({ page: 1, category: 'care' });
    expect(care.total).toBe(12);
    expect(care.pageCount).toBe(2);
    expect(care.posts[0]?.slug).toBe('care-tip-0');
    const second = await visitor.blog.list({ page: 2, category: 'care' });
    expect(second.posts).toHaveLength(3);
    const { related } = await visitor.blog.post({ slug: 'care-tip-0' });
    expect(related).toHaveLength(3);
    expect(related.every((p) => p.category === 'care' && p.slug !== 'care-tip-0')).toBe(true);
  });

  it('lists published posts in the sitemap and the RSS feed, with dates; drafts and scheduled ones stay out', async () => {
    const xml = await buildSitemap(database.db, 'https://example.com', [], sitemapSources);
    expect(xml).toMatch(/<loc>https:\/\/example\.com\/blog\/how-long-does-a-headstone-take<\/loc><lastmod>/);
    expect(xml).not.toContain('/blog/scheduled-later');
    expect(xml).not.toContain('/blog/two-tabs');
    const feed = await buildBlogFeed(database.db, 'https://example.com', 'Family Monuments');
    expect(feed).toContain('<link>https://example.com/blog/how-long-does-a-headstone-take</link>');
    expect(feed).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4}/);
    expect(feed).not.toContain('scheduled-later');
    expect(feed).not.toContain('<script');
  });

  it('counts drafts for the dashboard', async () => {
    const summary = await admin.admin.dashboard.summary();
    const drafts = await admin.admin.blog.list({ status: 'draft' });
    expect(summary.awaiting.draftPosts).toBe(drafts.length);
    expect(summary.awaiting.draftPosts).toBeGreaterThan(0);
  });

  it('refuses visitors and non-admins on every staff procedure', async () => {
    for (const caller of [visitor, member]) {
      const expected = caller === visitor ? 'UNAUTHORIZED' : 'FORBIDDEN';
      expect(await codeOf(caller.admin.blog.list({}))).toBe(expected);
      expect(await codeOf(caller.admin.blog.create(fields({ slug: 'intruder' })))).toBe(expected);
      expect(await codeOf(caller.admin.blog.get({ id: 1 }))).toBe(expected);
      expect(await codeOf(caller.admin.blog.publish({ id: 1, revision: 1 }))).toBe(expected);
      expect(await codeOf(caller.admin.blog.delete({ id: 1 }))).toBe(expected);
    }
  });
});
