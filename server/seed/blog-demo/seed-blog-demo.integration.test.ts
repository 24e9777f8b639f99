import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { sanitizePostHtml } from '#server/modules/blog/blog-html';
import { seedBlogDemo } from './seed-blog-demo';
import { DEMO_POSTS } from './demo-posts';

describe.each(databaseTargets)('the demo blog (%s)', (target) => {
  let database: Database;
  const storage = tempStorage();
  const quiet = { info() {} };

  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  it('publishes six guides with covers, once however often it runs', async () => {
    await seedBlogDemo(database.db, storage, quiet);
    await seedBlogDemo(database.db, storage, quiet);
    const visitor = callerFor(database, { storage });
    const list = await visitor.blog.list({ page: 1 });
    expect(list.total).toBe(6);
    expect(list.posts.every((post) => post.cover?.image.webpSrcSet && post.cover.alt.length > 10)).toBe(true);
    expect(list.posts[0]?.slug).toBe('planning-a-headstone-step-by-step');
    const rows = await database.db.selectFrom('blog_images').select('id').execute();
    expect(rows).toHaveLength(6);
  });

  it('writes bodies the sanitizer keeps as they are (no markup is lost)', () => {
    for (const post of DEMO_POSTS) {
      const body = post.bodyHtml.trim();
      expect(sanitizePostHtml(body).replace(/\s+/g, ' ')).toBe(body.replace(/\s+/g, ' '));
      expect(post.excerpt.length).toBeLessThanOrEqual(400);
    }
  });
});
