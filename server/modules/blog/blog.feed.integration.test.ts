import { Readable } from 'node:stream';
import FeedParser from 'feedparser';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { buildTestApp, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { hasXmlForbiddenCharacters } from '../shared/xml-text';
import { blogPostsArchive } from './blog.service';
import { buildBlogFeed, FEED_ALIASES } from './blog.rss';

/** Every character XML 1.0 forbids that a paste or an archive can bring, as raw text. */
const FORBIDDEN = ['\u000B', '\u0008', '\u0001', '\u001F', '\u000C', '\uFFFE', '\uFFFF'];
/** The same as HTML character references (sanitize-html decodes them to the characters). */
const FORBIDDEN_REFS = ['&#11;', '&#x8;', '&#xFFFE;', '&#65535;'];

/** A strict XML 1.0 reader (saxes checks every character): the errors it reports. */
function strictXmlErrors(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on('error', (error) => errors.push(error.message));
  parser.write(xml).close();
  return errors;
}

/** A feed reader's view (feedparser, strict): its items and any error it raised. */
async function readFeed(xml: string) {
  const parser = new FeedParser({ strict: true, feedurl: 'https://example.org/blog/rss.xml' });
  const items: FeedParser.Item[] = [];
  const errors: Error[] = [];
  parser.on('error', (error: Error) => errors.push(error));
  parser.on('readable', () => {
    let item: FeedParser.Item | null;
    while ((item = parser.read() as FeedParser.Item | null)) items.push(item);
  });
  await new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
    Readable.from([xml]).pipe(parser);
  });
  return { items, errors, meta: parser.meta };
}

describe.each(databaseTargets)('the blog feed as feed readers read it (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  async function staff<T>(procedure: string, input: unknown) {
    const response = await app.inject({
      method: 'POST',
      url: `/trpc/admin.blog.${procedure}`,
      headers: { cookie: `session=${token}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(input),
    });
    return { status: response.statusCode, data: (response.json() as { result?: { data: T } }).result?.data as T };
  }

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

  it('drops every character XML forbids at the editor’s save: the feed parses strictly and the page has none', async () => {
    const dirty = (word: string) => FORBIDDEN.map((c, i) => `${word}${i}${c}`).join(' ');
    const fields = {
      title: `Word paste ${dirty('t')}`,
      slug: 'word-paste',
      excerpt: `Summary ${dirty('e')}`,
      category: 'planning',
      bodyHtml: `<p>Line one\u000Bline two\u0008 ${dirty('b')} ${FORBIDDEN_REFS.join(' ')} and “quotes” and 😀.</p>`,
      coverImageId: null,
      coverAlt: '',
      seoTitle: `Search ${dirty('s')}`,
      seoDescription: `Description ${dirty('d')}`,
    };
    const created = await staff<{ id: number; revision: number; title: string; bodyHtml: string }>('create', fields);
    expect(created.status).toBe(200);
    const published = await staff<{ revision: number }>('publish', {
      id: created.data.id,
      revision: created.data.revision,
    });
    expect(published.status).toBe(200);

    // The database holds none of them (what the editor reloads is what is stored).
    const row = await database.db
      .selectFrom('blog_posts')
      .select(['title', 'excerpt', 'body_html', 'seo_title', 'seo_description'])
      .where('slug', '=', 'word-paste')
      .executeTakeFirstOrThrow();
    for (const value of Object.values(row)) expect(hasXmlForbiddenCharacters(value ?? '')).toBe(false);
    expect(row.body_html).toContain('Line oneline two');
    expect(row.body_html).toContain('😀');

    const feed = await app.inject({ url: '/blog/rss.xml' });
    expect(feed.statusCode).toBe(200);
    expect(strictXmlErrors(feed.body)).toEqual([]);
    const read = await readFeed(feed.body);
    expect(read.errors).toEqual([]);
    const item = read.items.find((i) => i.title.startsWith('Word paste'));
    expect(item?.title).toBe('Word paste t0 t1 t2 t3 t4 t5 t6');
    expect(item?.description).toContain('😀');

    const page = await app.inject({ url: '/blog/word-paste' });
    expect(page.statusCode).toBe(200);
    expect(hasXmlForbiddenCharacters(page.body)).toBe(false);
    expect(page.body).not.toMatch(
      /&#(?:x0*(?:[0-8bcef]|1[0-9a-f]|fff[ef])|0*(?:[0-8]|1[1-9]|2[0-9]|3[01]|6553[45]));/i,
    );
  });

  it('refuses a lone surrogate beside the field (never stored), and the archive import drops it', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/trpc/admin.blog.create',
      headers: { cookie: `session=${token}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: `{"title":"Half \\ud83d emoji","slug":"half-emoji","excerpt":"","category":"planning","bodyHtml":"","coverImageId":null,"coverAlt":"","seoTitle":"","seoDescription":""}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('broken character');

    const record = blogPostsArchive.record.parse(
      JSON.parse(
        `{"slug":"from-archive","title":"Archive \\ud83d\\u000b title","excerpt":"A\\u0008b","category":"planning","body_html":"<p>x\\u000by\\ufffe\\udc00z</p>","reading_minutes":1,"cover_image":null,"cover_alt":"alt\\u0001","seo_title":null,"seo_description":null,"status":"published","published_at":"2026-01-02T10:00:00.000Z","updated_at":"2026-01-02T10:00:00.000Z"}`,
      ),
    ) as Record<string, string | null>;
    expect(record.title).toBe('Archive  title');
    expect(record.excerpt).toBe('Ab');
    expect(record.body_html).toBe('<p>xyz</p>');
    expect(record.cover_alt).toBe('alt');
  });

  it('gives each post an id that does not change with the site’s address', async () => {
    const one = await buildBlogFeed(database.db, 'https://caldwell.example', 'Caldwell');
    const two = await buildBlogFeed(database.db, 'https://www.other-address.example', 'Caldwell');
    const guids = async (xml: string) => (await readFeed(xml)).items.map((i) => i.guid);
    const first = await guids(one);
    expect(first.length).toBeGreaterThan(0);
    expect(await guids(two)).toEqual(first);
    for (const guid of first) expect(guid).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(one).toMatch(/<guid isPermaLink="false">urn:uuid:/);
    expect(new Set(first).size).toBe(first.length);
  });

  it('sends WordPress’s usual feed addresses to the feed with a 301', async () => {
    for (const alias of FEED_ALIASES) {
      const response = await app.inject({ url: alias });
      expect(response.statusCode, alias).toBe(301);
      expect(response.headers.location).toBe('/blog/rss.xml');
    }
  });
});
