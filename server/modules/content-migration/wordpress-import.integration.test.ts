import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { buildTestApp, callerFor, createUserSession, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { EXPORT_PLAN, expectedCounts, wordpressExport } from '#tests/fixtures/wordpress-export';
import { SESSION_COOKIE } from '../auth/session.service';
import { fetchRemoteFile, isPublicAddress, type RemoteFetcher } from '../media/safe-fetch';
import { failedImages, importWordPress } from './wordpress-import.service';
import { wordpressReportText } from './wordpress-report';
import { WORDPRESS_IMPORT_PATH } from './content-migration.schema';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** The body as an independent HTML parser (parse5, the WHATWG algorithm) reads it. */
function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('tagName' in node) {
        out.push(node);
        walk(node.childNodes);
      }
    }
  };
  walk(parseFragment(html).childNodes);
  return out;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

describe.each(databaseTargets)('WordPress import of a real export (%s)', (target) => {
  let database: Database;
  let server: http.Server;
  let base: string;
  const hits = new Map<string, number>();
  const storage = tempStorage();
  // The old blog's pictures are served on this machine as old-blog.test; only it passes the address check.
  const fetchRemote: RemoteFetcher = (url, options) =>
    fetchRemoteFile(url, {
      ...options,
      resolve: async (host) =>
        host === 'old-blog.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.8', family: 4 }],
      isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
    });

  beforeAll(async () => {
    const jpegs: Buffer[] = [];
    for (let n = 0; n < 8; n++) jpegs.push(await smallJpeg(40 + n * 4, 30 + n * 3));
    let served = 0;
    const byPath = new Map<string, Buffer>();
    server = http.createServer((req, res) => {
      const path = req.url ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path === EXPORT_PLAN.missing[2]) return res.writeHead(500).end('broken');
      if ((EXPORT_PLAN.missing as readonly string[]).includes(path)) return res.writeHead(404).end();
      if (path.endsWith('notes.jpg')) return res.writeHead(200, { 'content-type': 'text/plain' }).end('just words');
      if (!path.startsWith('/wp-content/uploads/') || !path.endsWith('.jpg')) return res.writeHead(404).end();
      // Each address its own picture (different sizes), so no two are one file.
      if (!byPath.has(path)) byPath.set(path, jpegs[served++ % jpegs.length]!);
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(byPath.get(path));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://old-blog.test:${(server.address() as AddressInfo).port}`;
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    server.close();
    await database.close();
  });

  // The route tree's pages, as the server hands them to the import.
  const routes = async () => (await import('#src/entry-server')).listPublicRoutePaths().filter((p) => !p.includes('$'));
  const deps = () => ({ db: database.db, storage, fetchRemote, pages: { staticPaths: routes, list: routes } });
  const totalHits = () => [...hits.values()].reduce((a, b) => a + b, 0);

  it('previews 60 posts without fetching or writing anything', async () => {
    const preview = await importWordPress(deps(), Buffer.from(wordpressExport(base)), 'preview');
    expect(preview.status).toBe('preview');
    expect(preview.totals).toMatchObject({
      posts: 60,
      imported: 55,
      skipped: expectedCounts.skipped,
      images: { fetched: 0, alreadyHere: 0, failed: 0, toFetch: 69 },
      shortcodes: expectedCounts.shortcodes,
      redirects: expectedCounts.redirects,
      ignored: 3,
    });
    // Every redirect it would make, and every one refused with its reason.
    const refused = preview.posts.flatMap((p) => (p.redirect && 'refused' in p.redirect ? [p.redirect] : []));
    expect(refused).toEqual([
      { from: '/pricing', refused: "/pricing is one of this site's own pages" },
      { from: '/contact-us', refused: "/contact-us is one of this site's own pages" },
    ]);
    expect(preview.posts.find((p) => p.slug === 'memorial-post-3')!.redirect).toEqual({
      from: '/2013/04/memorial-post-3',
      to: '/blog',
      statusCode: 302,
      waitingFor: '/blog/memorial-post-3',
    });
    expect(totalHits()).toBe(0);
    const admin = await signedInCaller(database, { admin: true });
    expect(await admin.admin.blog.list({})).toHaveLength(0);
    expect(await admin.admin.redirects.list()).toHaveLength(0);
  });

  it('imports the export as a careful person would, and the report counts what happened', async () => {
    const progress: Array<{ done: number; total: number }> = [];
    const report = await importWordPress(
      { ...deps(), onProgress: (p) => progress.push(p) },
      Buffer.from(wordpressExport(base)),
      'apply',
    );
    console.log(`\n${wordpressReportText(report)}`);
    expect(report.status).toBe('applied');
    expect(report.totals).toEqual(expectedCounts);
    // The progress bar moves once per picture address.
    expect(progress.at(-1)).toMatchObject({ done: progress.at(-1)!.total });
    expect(progress.filter((p) => p.done > 0).length).toBeGreaterThanOrEqual(54);
    // Each address was asked for once (the shared gallery picture and the reused cover too).
    expect([...hits.entries()].filter(([, n]) => n > 1)).toEqual([]);

    // Failed pictures are listed by post and address, with a reason in plain words.
    const failed = failedImages(report);
    expect(failed).toHaveLength(8);
    expect(failed).toContainEqual({
      post: 'Memorial post 3 & more',
      url: `${base}/wp-content/uploads/body-3.jpg`,
      reason: expect.stringMatching(/404/),
    });
    expect(failed.filter((f) => f.url.startsWith('http://169.254.169.254/'))).toHaveLength(4);
    expect(failed.find((f) => f.url.endsWith('notes.jpg'))!.reason).toMatch(/picture|image/i);
    expect(report.posts.filter((p) => p.outcome === 'private').map((p) => p.title)).toEqual([
      'Memorial post 45 & more',
      'Memorial post 46 & more',
      'Memorial post 47 & more',
    ]);

    const admin = await signedInCaller(database, { admin: true });
    const list = await admin.admin.blog.list({});
    expect(list).toHaveLength(55);
    expect(list.every((p) => p.status === 'draft')).toBe(true);
    const body = async (slug: string) =>
      (await admin.admin.blog.get({ id: list.find((p) => p.slug === slug)!.id })).bodyHtml;

    // Across every imported body: pictures only from this site, no empty link, no shortcode or block comment.
    for (const post of list) {
      const html = await body(post.slug);
      const elements = elementsOf(html);
      for (const img of elements.filter((e) => e.tagName === 'img')) expect(attr(img, 'src')).toMatch(/^\/media\//);
      for (const a of elements.filter((e) => e.tagName === 'a')) {
        const hasPicture = a.childNodes.some((c) => 'tagName' in c && c.tagName === 'img');
        expect(textOf(a).trim() !== '' || hasPicture, `empty link in ${post.slug}`).toBe(true);
      }
      expect(html).not.toMatch(/\[(caption|gallery|embed|audio|video|contact-form-7|et_pb_text)\b|wp:|<!--/);
    }

    // A classic post: WordPress's paragraph rule (double line break → paragraph, single → <br>), a captioned picture.
    const classic = elementsOf(await body('memorial-post-1'));
    expect(classic.filter((e) => e.tagName === 'p').length).toBeGreaterThanOrEqual(3);
    expect(classic.filter((e) => e.tagName === 'br')).toHaveLength(1);
    const figure = classic.find((e) => e.tagName === 'figure')!;
    expect(textOf(figure.childNodes.find((c) => 'tagName' in c && c.tagName === 'figcaption')!)).toBe(
      'Headstone 1, as it was set',
    );
    const picture = classic.find((e) => e.tagName === 'img')!;
    expect(attr(picture, 'alt')).toBe('Headstone number 1 in the showroom');
    expect(attr(picture, 'srcset')).toMatch(/^\/media\/\S+ \d+w/);
    // The link to the old site's full-size file went with the old site; the picture stayed.
    expect(classic.some((e) => e.tagName === 'a' && /uploads/.test(attr(e, 'href') ?? ''))).toBe(false);

    // A picture that could not be fetched leaves its description, visibly.
    const missing = elementsOf(await body('memorial-post-3'));
    expect(missing.filter((e) => e.tagName === 'img')).toHaveLength(0);
    expect(textOf(missing.find((e) => e.tagName === 'em')!)).toBe(
      '[Picture not brought over: Headstone number 3 in the showroom]',
    );
    const internal = elementsOf(await body('memorial-post-52'));
    expect(internal.filter((e) => e.tagName === 'a')).toHaveLength(0);
    expect(textOf(internal.find((e) => e.tagName === 'em')!)).toBe(
      '[Picture not brought over: Our Ada office at dusk]',
    );

    // A block-editor post: the blocks' HTML without their comments; the YouTube embed a link.
    const block = elementsOf(await body('memorial-post-21'));
    expect(block.map((e) => e.tagName)).toEqual(expect.arrayContaining(['p', 'figure', 'figcaption', 'h2', 'ul']));
    expect(block.filter((e) => e.tagName === 'a').map((a) => attr(a, 'href'))).toEqual([
      'https://www.youtube.com/watch?v=abc21',
    ]);

    // A gallery: its three pictures, the shared one included.
    expect(elementsOf(await body('memorial-post-37')).filter((e) => e.tagName === 'img')).toHaveLength(3);
    const plugin = await body('memorial-post-44');
    expect(plugin).toContain('Kept words from a page builder.');
    expect(plugin).toContain('[sic]');
    expect(elementsOf(await body('memorial-post-41')).find((e) => e.tagName === 'a')).toBeDefined();

    // Old addresses: a temporary redirect to /blog while the post is a draft, the 301 once published.
    const visitor = callerFor(database);
    expect(await visitor.redirects.resolve({ path: '/2013/04/memorial-post-3/' })).toMatchObject({
      location: '/blog',
      statusCode: 302,
    });
    const post = await admin.admin.blog.get({ id: list.find((p) => p.slug === 'memorial-post-3')!.id });
    await admin.admin.blog.publish({ id: post.id, revision: post.revision });
    expect(await callerFor(database).redirects.resolve({ path: '/2013/04/memorial-post-3/' })).toMatchObject({
      location: '/blog/memorial-post-3',
      statusCode: 301,
    });
    // The post once at /pricing did not take this site's pricing page.
    expect(await visitor.redirects.resolve({ path: '/pricing' })).toBeNull();
    expect((await admin.admin.redirects.list()).map((r) => r.pattern)).not.toContain('/pricing');
  });

  it('adds nothing the second time, and never fetches an address twice, even from another export', async () => {
    const before = totalHits();
    const again = await importWordPress(deps(), Buffer.from(wordpressExport(base)), 'apply');
    expect(again.totals).toMatchObject({ imported: 0, skipped: { alreadyHere: 55, private: 3, password: 2 } });
    expect(totalHits()).toBe(before);

    // Another export using the same pictures: only the ones that failed are tried again.
    const other = await importWordPress(deps(), Buffer.from(wordpressExport(base, { slugPrefix: 'again-' })), 'apply');
    expect(other.totals.imported).toBe(53);
    expect(other.totals.images).toMatchObject({ fetched: 0, alreadyHere: 61 });
    const retried = [...hits.keys()].filter((path) => hits.get(path)! > 1);
    expect(retried.sort()).toEqual([...EXPORT_PLAN.missing, '/wp-content/uploads/notes.jpg'].sort());
  });

  it('refuses nesting and entity bombs with a plain message, and a post nested too deep is left out alone', async () => {
    const refuse = async (text: string) => {
      const report = await importWordPress(deps(), Buffer.from(text), 'apply');
      expect(report.status).toBe('refused');
      return report.problems[0];
    };
    const nested = `<?xml version="1.0"?><rss><channel>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</channel></rss>`;
    expect(await refuse(nested)).toMatch(/nested more than 64 levels deep/);
    expect(await refuse('not xml at all <')).toMatch(/^This file is not valid XML/);
    expect(
      await refuse(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><rss>&lol2;</rss>',
      ),
    ).toMatch(/declares XML entities/);
    const deepPost = wordpressExport(base, { slugPrefix: 'deep-' }).replace(
      'The last paragraph.',
      `${'<div>'.repeat(50_000)}deep${'</div>'.repeat(50_000)}`,
    );
    const report = await importWordPress(deps(), Buffer.from(deepPost), 'preview');
    expect(report.status).toBe('preview');
    expect(report.totals.skipped.unreadable).toBeGreaterThan(0);
    expect(report.posts.find((p) => p.outcome === 'unreadable')!.note).toMatch(/nested more than 200 levels/);
  });

  describe('over HTTP', () => {
    let app: FastifyInstance;
    let cookie: string;
    beforeAll(async () => {
      app = await buildTestApp(database, { storage, fetchRemote });
      cookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: true })).token}`;
    });
    afterAll(async () => app.close());
    const send = (body: string, mode: string, accept = 'application/json') =>
      app.inject({
        method: 'POST',
        url: `${WORDPRESS_IMPORT_PATH}?mode=${mode}`,
        payload: Buffer.from(body),
        headers: { 'content-type': 'text/xml', 'sec-fetch-site': 'same-origin', accept, cookie },
      });

    it('answers a nesting or entity bomb with 422 and a plain message, never a 500', async () => {
      for (const bomb of [
        `<?xml version="1.0"?><rss>${'<item>'.repeat(100_000)}</rss>`,
        `<?xml version="1.0"?><rss><channel>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</channel></rss>`,
        '<?xml version="1.0"?><!DOCTYPE b [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><rss>&b;</rss>',
      ]) {
        for (const mode of ['preview', 'apply']) {
          const answer = await send(bomb, mode, 'application/x-ndjson');
          expect(answer.statusCode, answer.body).toBe(422);
          expect(answer.json()).toMatchObject({
            status: 'refused',
            problems: [expect.stringMatching(/refused|valid/)],
          });
        }
      }
    });

    it('streams progress lines, then the report, when the screen asks for them', async () => {
      const answer = await send(wordpressExport(base, { slugPrefix: 'http-' }), 'apply', 'application/x-ndjson');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = answer.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { progress?: unknown; report?: { status: string } });
      expect(lines[0]).toHaveProperty('progress');
      expect(lines.at(-1)!.report).toMatchObject({ status: 'applied', totals: { imported: 53 } });
    });
  });
});
