import type { FastifyInstance } from 'fastify';
import type { AppDb } from '#db/create-db';
import { getBusinessFacts } from '../settings/settings.service';
import type { ContentVersion } from '../page-cache/content-version';
import { withoutXmlForbiddenCharacters } from '../shared/xml-text';
import { blogPostPath } from './blog.choices';
import { feedPosts, nextScheduledChange } from './blog.service';

export const BLOG_RSS_PATH = '/blog/rss.xml';

/**
 * WordPress's usual feed addresses: a reader that followed the old site keeps its subscription.
 * Routes, not seeded redirect rules: the feed's own addresses are the blog's, always present
 * (seeded rules come only with the demo content and staff may delete them; decision record 182).
 */
export const FEED_ALIASES = ['/rss.xml', '/feed', '/feed/'] as const;

/** Text for XML: escaped, and without the characters XML 1.0 forbids (rows saved before they were stripped). */
const escapeXml = (value: string) =>
  withoutXmlForbiddenCharacters(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Absolute addresses for the site's own links and pictures (feed readers have no base URL). */
const absolutize = (html: string, siteUrl: string) =>
  html
    .replace(/(\s(?:href|src)=")\//g, `$1${siteUrl}/`)
    .replace(
      /(\ssrcset=")([^"]*)"/g,
      (_m, start: string, set: string) => `${start}${set.replace(/(^|,\s*)\//g, `$1${siteUrl}/`)}"`,
    );

/** The RSS 2.0 feed of the newest published posts (full text, sanitized as stored). */
export async function buildBlogFeed(db: AppDb, siteUrl: string, companyName: string): Promise<string> {
  const posts = await feedPosts(db);
  const items = posts.map((post) => {
    const url = `${siteUrl}${blogPostPath(post.slug)}`;
    const cover = post.cover
      ? `<p><img src="${escapeXml(`${siteUrl}${post.cover.imageUrl}`)}" alt="${escapeXml(post.cover.alt)}"></p>`
      : '';
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      // The post's own random id: the same whatever the site's address (decision record 182).
      `      <guid isPermaLink="false">urn:uuid:${escapeXml(post.feedGuid)}</guid>`,
      `      <pubDate>${post.publishedAtDate.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded><![CDATA[${withoutXmlForbiddenCharacters(cover + absolutize(post.bodyHtml, siteUrl)).replace(/]]>/g, ']]]]><![CDATA[>')}]]></content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0] ? posts[0].publishedAtDate.toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(`${companyName} Blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}${BLOG_RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml('Plain-spoken guides for families planning a headstone or memorial.')}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /blog/rss.xml. Readers may keep it for five minutes, never past the next scheduled post. */
export function blogRssRoute(
  app: FastifyInstance,
  deps: { db: AppDb; siteUrl: string; contentVersion: ContentVersion },
) {
  for (const alias of FEED_ALIASES) {
    app.get(alias, (_req, reply) => reply.redirect(BLOG_RSS_PATH, 301));
  }
  app.get(BLOG_RSS_PATH, async (_req, reply) => {
    const { name } = await getBusinessFacts(deps.db, deps.contentVersion.value);
    const [xml, next] = await Promise.all([buildBlogFeed(deps.db, deps.siteUrl, name), nextScheduledChange(deps.db)]);
    const untilNext = next ? Math.max(0, Math.floor((next.getTime() - Date.now()) / 1000)) : 300;
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${Math.min(300, untilNext)}`)
      .send(xml);
  });
}
