import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  BLOG_CATEGORIES,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  blogCategoryLabels,
  blogSlugFrom,
  type BlogCategory,
} from '../blog/blog.choices';
import type { WxrAttachment } from './wordpress-body';

/**
 * Reading a WordPress export (WXR: RSS 2.0 with WordPress's own elements) into its posts and
 * attachments, refusing plainly what is not one (decision record 181): entity declarations and
 * nesting bombs before parsing, invalid XML, a file that is not an export, too many posts.
 */

const MAX_POSTS = 5000;
/** Deeper than any WordPress export nests its elements (rss > channel > item > wp:postmeta > ...). */
const MAX_XML_NESTING = 64;

export interface WxrPost {
  id: string;
  title: string;
  slug: string;
  link: string | null;
  date: Date | null;
  status: string;
  password: string;
  rawBody: string;
  excerpt: string | null;
  categories: string[];
  category: BlogCategory;
  coverUrl: string | null;
}

type Node = Record<string, unknown>;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** An element's text, whether the parser gave a string, a number or an object with #text. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && '#text' in (value as Node)) return textOf((value as Node)['#text']);
  return '';
}
const metaOf = (item: Node, key: string) =>
  (asArray(item['wp:postmeta']) as Node[]).find((meta) => textOf(meta['wp:meta_key']) === key)?.['wp:meta_value'];

const CATEGORY_HINTS: Array<[RegExp, BlogCategory]> = [
  [/cemeter|graveyard|rule|regulation/i, 'cemeteries'],
  [/engrav|lettering|inscription|date/i, 'engraving'],
  [/care|clean|restor|repair|maint/i, 'care'],
  [/design|granite|color|colour|style|shape/i, 'design'],
  [/ahead|pre-?need|pre-?plan|future/i, 'planning-ahead'],
];

/** The blog category a WordPress category stands for: by name, then by the words in it; "planning" otherwise. */
export function categoryFor(oldCategories: string[]): BlogCategory {
  for (const name of oldCategories) {
    const slug = blogSlugFrom(name);
    const exact = BLOG_CATEGORIES.find(
      (c) => c === slug || blogCategoryLabels[c].toLowerCase() === name.trim().toLowerCase(),
    );
    if (exact) return exact;
  }
  for (const name of oldCategories) {
    const hint = CATEGORY_HINTS.find(([pattern]) => pattern.test(name));
    if (hint) return hint[1];
  }
  return 'planning';
}

function slugOf(postName: string, title: string): string {
  let decoded = postName;
  try {
    decoded = decodeURIComponent(postName);
  } catch {
    // kept as it came
  }
  const slug = blogSlugFrom(decoded || title)
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, '');
  return BLOG_SLUG_PATTERN.test(slug) ? slug : blogSlugFrom(title).slice(0, BLOG_SLUG_MAX).replace(/-+$/, '');
}

function dateOf(gmt: string, pubDate: string): Date | null {
  const fromGmt =
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(gmt) && !gmt.startsWith('0000')
      ? new Date(`${gmt.replace(' ', 'T')}Z`)
      : null;
  const date = fromGmt ?? (pubDate ? new Date(pubDate) : null);
  return date && !Number.isNaN(date.getTime()) && date.getTime() <= Date.now() ? date : null;
}

const SKIPPED_STATUSES = new Set(['trash', 'auto-draft', 'inherit']);

/** How deeply the file's elements nest, counted without parsing (a nesting bomb is refused before). */
function xmlNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  // Element starts and ends only: CDATA sections, comments and declarations do not nest.
  const tokens = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[!?][^>]*>|<\/[^>]*>|<[^>]*?\/>|<[^>]*>/g;
  for (const match of text.matchAll(tokens)) {
    const token = match[0];
    if (token.startsWith('<![CDATA[') || token.startsWith('<!') || token.startsWith('<?')) continue;
    if (token.startsWith('</')) depth--;
    else if (!token.endsWith('/>')) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > MAX_XML_NESTING) return max;
      }
    }
  }
  return max;
}

export interface WxrFile {
  site: { title: string; link: string };
  posts: WxrPost[];
  attachments: Map<string, WxrAttachment>;
  ignored: number;
  problems: string[];
}

/** Parses a WXR file into posts, or says plainly why it is not one. Never throws. */
export function readWxr(text: string): WxrFile | { problems: string[] } {
  // Entity declarations are how "billion laughs" files grow; a WordPress export has none.
  if (/<!ENTITY/i.test(text)) {
    return { problems: ['This file declares XML entities, which a WordPress export never does. It was refused.'] };
  }
  if (xmlNestingDepth(text) > MAX_XML_NESTING) {
    return {
      problems: [
        `This file's elements are nested more than ${MAX_XML_NESTING} levels deep, which a WordPress export never is. It was refused.`,
      ],
    };
  }
  let document: Node;
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) {
      return { problems: [`This file is not valid XML (line ${valid.err.line}: ${valid.err.msg}).`] };
    }
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      processEntities: true,
      htmlEntities: true,
      isArray: (name) => ['item', 'category', 'wp:postmeta'].includes(name),
    });
    document = parser.parse(text) as Node;
  } catch (error) {
    // Whatever the parser objects to (its own limits included) is a property of the file.
    const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unreadable';
    return { problems: [`This file could not be read as XML (${reason}). It was refused.`] };
  }
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || channel['wp:wxr_version'] === undefined) {
    return {
      problems: [
        'This XML file is not a WordPress export. In WordPress, use Tools → Export → All content, then upload the file it gives you.',
      ],
    };
  }
  const items = asArray(channel.item).filter((i): i is Node => typeof i === 'object' && i !== null);
  const attachments = new Map<string, WxrAttachment>();
  for (const item of items) {
    if (textOf(item['wp:post_type']) === 'attachment' && item['wp:attachment_url']) {
      const id = textOf(item['wp:post_id']);
      attachments.set(id, {
        id,
        url: textOf(item['wp:attachment_url']).trim(),
        parentId: textOf(item['wp:post_parent']),
        alt: textOf(metaOf(item, '_wp_attachment_image_alt')).trim().slice(0, 300),
        caption: textOf(item['excerpt:encoded']).trim().slice(0, 500),
        title: textOf(item.title).trim().slice(0, 200),
      });
    }
  }
  const posts: WxrPost[] = [];
  let ignored = 0;
  const problems: string[] = [];
  for (const item of items) {
    const type = textOf(item['wp:post_type']);
    if (type === 'attachment') continue;
    if (type !== 'post' || SKIPPED_STATUSES.has(textOf(item['wp:status']))) {
      ignored++;
      continue;
    }
    const title = textOf(item.title).trim().slice(0, 200);
    if (!title) {
      problems.push(`A post without a title (WordPress id ${textOf(item['wp:post_id']) || 'unknown'}) was left out.`);
      ignored++;
      continue;
    }
    const categories = (asArray(item.category) as Node[])
      .filter((c) => typeof c === 'object' && c['@_domain'] === 'category')
      .map((c) => textOf(c).trim())
      .filter(Boolean);
    const thumbnailId = metaOf(item, '_thumbnail_id');
    posts.push({
      id: textOf(item['wp:post_id']),
      title,
      slug: slugOf(textOf(item['wp:post_name']), title),
      link: textOf(item.link) || null,
      date: dateOf(textOf(item['wp:post_date_gmt']), textOf(item.pubDate)),
      status: textOf(item['wp:status']),
      password: textOf(item['wp:post_password']),
      rawBody: textOf(item['content:encoded']),
      excerpt: textOf(item['excerpt:encoded']) || null,
      categories,
      category: categoryFor(categories),
      coverUrl: thumbnailId !== undefined ? (attachments.get(textOf(thumbnailId))?.url ?? null) : null,
    });
  }
  if (posts.length > MAX_POSTS) {
    return { problems: [`This export holds ${posts.length} posts; at most ${MAX_POSTS} are imported at once.`] };
  }
  if (posts.length === 0) problems.unshift('This WordPress export holds no posts to import.');
  return { site: { title: textOf(channel.title), link: textOf(channel.link) }, posts, attachments, ignored, problems };
}
