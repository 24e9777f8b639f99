import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { buildTestApp, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';

const post = (slug: string, title: string) => ({
  title,
  slug,
  excerpt: `${title}: a short summary for the list.`,
  category: 'planning' as const,
  bodyHtml: `<p>${title} body.</p>`,
  coverImageId: null,
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
});

describe.each(databaseTargets)('the blog over HTTP (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  /** A staff procedure over HTTP, as the editor calls it (so this app's caches hear of it). */
  async function staff<T>(procedure: string, input: unknown): Promise<T> {
    const response = await app.inject({
      method: 'POST',
      url: `/trpc/admin.blog.${procedure}`,
      headers: { cookie: `session=${token}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(input),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { result: { data: T } }).result.data;
  }
  type Saved = { id: number; revision: number };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
    token = (await createUserSession(database, { admin: true })).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves /blog from the page cache, but not past the moment a scheduled post appears', async () => {
    const now = await staff<Saved>('create', post('already-here', 'Already here'));
    await staff<Saved>('publish', { id: now.id, revision: now.revision });
    const soon = await staff<Saved>('create', post('appears-soon', 'Appears soon'));
    const at = new Date(Date.now() + 2500);
    await staff<Saved>('publish', { id: soon.id, revision: soon.revision, publishAt: at.toISOString() });

    // Staff changes above bumped the content version; these two renders are of the current one.
    const first = await app.inject({ url: '/blog' });
    const second = await app.inject({ url: '/blog' });
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toContain('Already here');
    expect(second.body).not.toContain('Appears soon');

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 150));
    const after = await app.inject({ url: '/blog' });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Appears soon');
    // The RSS feed has it too, and its head link is on the page.
    const feed = await app.inject({ url: '/blog/rss.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title>Appears soon</title>');
    expect(after.body).toMatch(/<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"/);
  });

  it('answers an unknown post with the real 404 page, and an old address with a 301', async () => {
    const missing = await app.inject({ url: '/blog/no-such-article' });
    expect(missing.statusCode).toBe(404);
    const created = await staff<Saved>('create', post('old-address', 'Moving post'));
    const published = await staff<Saved>('publish', { id: created.id, revision: created.revision });
    await staff<Saved>('save', { ...post('new-address', 'Moving post'), id: created.id, revision: published.revision });
    const moved = await app.inject({ url: '/blog/old-address' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/new-address');
    const page = await app.inject({ url: '/blog/new-address' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"@type":"Article"');
    expect(page.body).toContain('"@type":"BreadcrumbList"');
    expect(page.body).toContain('property="og:type" content="article"');
  });

  it('never sends the editor to visitors: public pages load no editor code', async () => {
    const page = await app.inject({ url: '/blog' });
    const scripts = [...page.body.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => /post-editor|tiptap|rich-text/i.test(s ?? ''))).toBe(false);
  });
});
