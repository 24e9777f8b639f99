import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { fetchRemoteFile, isPublicAddress, type RemoteFetcher } from '../media/safe-fetch';
import { importWordPress } from './wordpress-import.service';

const POSTS = 20;
const CATEGORIES = ['Cemetery Rules', 'Engraving', 'News', 'Granite Colors'];

/** A WordPress export (WXR 1.2) with `POSTS` posts, a page, a trashed post and one featured image per post. */
function wxr(imageBase: string): string {
  const items: string[] = [];
  for (let n = 1; n <= POSTS; n++) {
    const category = CATEGORIES[n % CATEGORIES.length]!;
    items.push(`
  <item>
    <title>Post number ${n} &amp; more</title>
    <link>https://old-blog.example/2019/05/post-number-${n}/</link>
    <pubDate>Wed, 01 May 2019 10:00:00 +0000</pubDate>
    <content:encoded><![CDATA[First paragraph of post ${n}.

Second paragraph <strong>with bold</strong>.<script>alert(${n})</script><img src="https://tracker.example/p.gif" onerror="x()">]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${n}</wp:post_id>
    <wp:post_date_gmt>2019-05-${String((n % 28) + 1).padStart(2, '0')} 10:00:00</wp:post_date_gmt>
    <wp:post_name>post-number-${n}</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_type>post</wp:post_type>
    <category domain="category" nicename="${category.toLowerCase().replace(/ /g, '-')}"><![CDATA[${category}]]></category>
    <category domain="post_tag" nicename="granite"><![CDATA[granite]]></category>
    <wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value><![CDATA[${1000 + n}]]></wp:meta_value></wp:postmeta>
  </item>
  <item>
    <title>cover-${n}</title>
    <wp:post_id>${1000 + n}</wp:post_id>
    <wp:post_type>attachment</wp:post_type>
    <wp:status>inherit</wp:status>
    <wp:attachment_url>${imageBase}/wp-content/uploads/cover-${n}.jpg</wp:attachment_url>
  </item>`);
  }
  items.push(`
  <item><title>About us</title><wp:post_id>900</wp:post_id><wp:post_type>page</wp:post_type><wp:status>publish</wp:status><wp:post_name>about</wp:post_name></item>
  <item><title>Old junk</title><wp:post_id>901</wp:post_id><wp:post_type>post</wp:post_type><wp:status>trash</wp:status><wp:post_name>old-junk</wp:post_name></item>`);
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Monument Blog</title>
  <link>https://old-blog.example</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  ${items.join('')}
</channel>
</rss>`;
}

describe.each(databaseTargets)('WordPress import (%s)', (target) => {
  let database: Database;
  let server: http.Server;
  let port: number;
  const storage = tempStorage();
  // The old blog's images are served on this machine as old-blog.test; only it passes the address check.
  const fetchRemote: RemoteFetcher = (url, options) =>
    fetchRemoteFile(url, {
      ...options,
      resolve: async (host) =>
        host === 'old-blog.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.8', family: 4 }],
      isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
    });

  beforeAll(async () => {
    const jpegs = new Map<string, Buffer>();
    for (let n = 1; n <= POSTS; n++) jpegs.set(`/wp-content/uploads/cover-${n}.jpg`, await smallJpeg(48, 36));
    server = http.createServer((req, res) => {
      const body = jpegs.get(req.url ?? '');
      if (body) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    server.close();
    await database.close();
  });

  const deps = () => ({ db: database.db, storage, fetchRemote });

  it('previews without writing, then imports 20 drafts with their images and 301s, and a second run adds nothing', async () => {
    const file = Buffer.from(wxr(`http://old-blog.test:${port}`));
    const admin = await signedInCaller(database, { admin: true });

    const preview = await importWordPress(deps(), file, 'preview');
    expect(preview.status).toBe('preview');
    expect(preview.site).toEqual({ title: 'Old Monument Blog', link: 'https://old-blog.example' });
    expect(preview.totals).toEqual({
      posts: POSTS,
      added: POSTS,
      skipped: 0,
      covers: POSTS,
      redirects: POSTS,
      ignored: 2,
    });
    expect(preview.posts[0]).toMatchObject({
      title: 'Post number 1 & more',
      slug: 'post-number-1',
      oldPath: '/2019/05/post-number-1/',
      category: 'engraving',
      oldCategories: ['Engraving'],
      outcome: 'new',
      cover: 'to fetch',
    });
    expect(preview.posts.map((p) => p.category)).toContain('cemeteries');
    expect(preview.posts.map((p) => p.category)).toContain('design');
    expect((await admin.admin.blog.list({})).length).toBe(0);

    const applied = await importWordPress(deps(), file, 'apply');
    expect(applied.status).toBe('applied');
    expect(applied.totals).toMatchObject({ added: POSTS, skipped: 0, covers: POSTS, redirects: POSTS });
    expect(applied.posts.every((p) => p.outcome === 'added' && p.cover === 'fetched')).toBe(true);

    const list = await admin.admin.blog.list({});
    expect(list).toHaveLength(POSTS);
    expect(list.every((p) => p.status === 'draft')).toBe(true);
    const post = await admin.admin.blog.get({ id: list.find((p) => p.slug === 'post-number-3')!.id });
    expect(post.bodyHtml).toBe(
      '<p>First paragraph of post 3.</p>\n<p>Second paragraph <strong>with bold</strong>.</p>',
    );
    expect(post.excerpt).toBe('First paragraph of post 3. Second paragraph with bold.');
    expect(post.cover?.image.src).toMatch(/^\/media\//);
    expect(post.publishedAt).toBe('2019-05-04T10:00:00.000Z');

    // The old permalink answers 301 to the new address (the post appears there once published).
    const visitor = callerFor(database);
    expect(await visitor.redirects.resolve({ path: '/2019/05/post-number-3/' })).toMatchObject({
      location: '/blog/post-number-3',
      statusCode: 301,
    });
    // Publishing keeps the post's original date.
    await admin.admin.blog.publish({ id: post.id, revision: post.revision });
    expect((await visitor.blog.post({ slug: 'post-number-3' })).post.publishedAt).toBe('2019-05-04T10:00:00.000Z');

    const again = await importWordPress(deps(), file, 'apply');
    expect(again.totals).toMatchObject({ added: 0, skipped: POSTS, covers: 0 });
    expect(await admin.admin.blog.list({})).toHaveLength(POSTS);
  });

  it('imports a post whose featured image sits on an internal address, without the image', async () => {
    const file = Buffer.from(
      wxr(`http://old-blog.test:${port}`)
        .replace(
          `http://old-blog.test:${port}/wp-content/uploads/cover-1.jpg`,
          'http://169.254.169.254/latest/meta-data.jpg',
        )
        .replaceAll('post-number-', 'internal-'),
    );
    const report = await importWordPress({ ...deps(), fetchRemote: fetchRemoteFile }, file, 'apply');
    expect(report.status).toBe('applied');
    const first = report.posts.find((p) => p.slug === 'internal-1')!;
    expect(first).toMatchObject({ outcome: 'added', cover: 'failed' });
    expect(first.note).toMatch(/could not be brought over/);
  });

  it('refuses files that are not WordPress exports, and entity bombs, with a plain message', async () => {
    const refuse = async (text: string) => {
      const report = await importWordPress(deps(), Buffer.from(text), 'apply');
      expect(report.status).toBe('refused');
      return report.problems[0];
    };
    expect(await refuse('not xml at all <')).toMatch(/^This file is not valid XML/);
    expect(await refuse('<?xml version="1.0"?><rss><channel><title>x</title></channel></rss>')).toMatch(
      /not a WordPress export/,
    );
    expect(
      await refuse(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><rss>&lol2;</rss>',
      ),
    ).toMatch(/declares XML entities/);
  });
});
