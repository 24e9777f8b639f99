import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AppDb } from '#db/create-db';
import { ImageRejectedError, MAX_UPLOAD_BYTES } from '../media/image-pipeline';
import { RemoteFetchError, type RemoteFetcher } from '../media/safe-fetch';
import type { MediaStorage } from '../media/storage';
import { importBlogImage, importDraftPost, postSlugExists } from '../blog/blog.service';
import {
  BLOG_CATEGORIES,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  blogCategoryLabels,
  blogPostPath,
  blogSlugFrom,
  type BlogCategory,
} from '../blog/blog.choices';
import { addImportedRedirect, planImportedRedirect, servedPathReason } from '../redirects/redirects.service';
import type { WordPressPostReport, WordPressReport } from './content-migration.schema';

export { WXR_MAX_BYTES } from './content-migration.schema';
const MAX_POSTS = 5000;
const MAX_PROBLEMS = 40;
const COVER_TIMEOUT_MS = 20_000;

const noTotals = { posts: 0, added: 0, skipped: 0, covers: 0, redirects: 0, ignored: 0 };
const refused = (problems: string[]): WordPressReport => ({
  status: 'refused',
  problems: problems.slice(0, MAX_PROBLEMS),
  moreProblems: Math.max(0, problems.length - MAX_PROBLEMS),
  site: null,
  posts: [],
  totals: noTotals,
});

// ---------------------------------------------------------------------------------------------
// Reading the export (WXR: RSS 2.0 with WordPress's own elements)

interface WxrPost {
  title: string;
  slug: string;
  link: string | null;
  date: Date | null;
  bodyHtml: string;
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

/** WordPress stores paragraphs as blank lines (its editor adds the <p> when showing them). */
function paragraphs(html: string): string {
  if (/<(p|h[1-6]|ul|ol|blockquote|figure|div)\b/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
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

/** Parses a WXR file into posts, or says plainly why it is not one. */
export function readWxr(text: string): {
  site?: { title: string; link: string };
  posts?: WxrPost[];
  ignored?: number;
  problems: string[];
} {
  // Entity declarations are how "billion laughs" files grow; a WordPress export has none.
  if (/<!ENTITY/i.test(text)) {
    return { problems: ['This file declares XML entities, which a WordPress export never does. It was refused.'] };
  }
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
  const document = parser.parse(text) as Node;
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || channel['wp:wxr_version'] === undefined) {
    return {
      problems: [
        'This XML file is not a WordPress export. In WordPress, use Tools → Export → All content, then upload the file it gives you.',
      ],
    };
  }
  const items = asArray(channel.item) as Node[];
  const attachments = new Map<string, string>();
  for (const item of items) {
    if (textOf(item['wp:post_type']) === 'attachment' && item['wp:attachment_url']) {
      attachments.set(textOf(item['wp:post_id']), textOf(item['wp:attachment_url']));
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
    const thumbnailId = (asArray(item['wp:postmeta']) as Node[]).find(
      (meta) => textOf(meta['wp:meta_key']) === '_thumbnail_id',
    )?.['wp:meta_value'];
    posts.push({
      title,
      slug: slugOf(textOf(item['wp:post_name']), title),
      link: textOf(item.link) || null,
      date: dateOf(textOf(item['wp:post_date_gmt']), textOf(item.pubDate)),
      bodyHtml: paragraphs(textOf(item['content:encoded'])),
      excerpt: textOf(item['excerpt:encoded']) || null,
      categories,
      category: categoryFor(categories),
      coverUrl: thumbnailId !== undefined ? (attachments.get(textOf(thumbnailId)) ?? null) : null,
    });
  }
  if (posts.length > MAX_POSTS) {
    return { problems: [`This export holds ${posts.length} posts; at most ${MAX_POSTS} are imported at once.`] };
  }
  if (posts.length === 0) problems.unshift('This WordPress export holds no posts to import.');
  return {
    site: { title: textOf(channel.title), link: textOf(channel.link) },
    posts,
    ignored,
    problems,
  };
}

/** The path of an old permalink ("https://old.example/2019/05/my-post/" → "/2019/05/my-post/"). */
function oldPathOf(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.pathname === '/' ? null : url.pathname;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Importing

export interface WordPressDeps {
  db: AppDb;
  storage: MediaStorage;
  fetchRemote: RemoteFetcher;
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/**
 * Brings a WordPress export's posts into the blog as drafts (`preview` says what would happen
 * and fetches nothing). Featured images are fetched through the SSRF-safe fetch and the image
 * pipeline before the posts and their 301s are written in one transaction. Posts whose
 * address is already taken are skipped, so running it again adds nothing.
 */
export async function importWordPress(
  deps: WordPressDeps,
  bytes: Buffer,
  mode: 'preview' | 'apply',
): Promise<WordPressReport> {
  const text = bytes.toString('utf8');
  const read = readWxr(text);
  if (!read.posts || !read.site) return refused(read.problems);
  if (read.posts.length === 0) return refused(read.problems);

  const seen = new Set<string>();
  const reports: WordPressPostReport[] = [];
  for (const post of read.posts) {
    // Two posts with one address in the same export: the second gets a numbered address.
    let slug = post.slug;
    for (let n = 2; seen.has(slug); n++) slug = `${post.slug.slice(0, BLOG_SLUG_MAX - 4)}-${n}`;
    seen.add(slug);
    post.slug = slug;
    const exists = await postSlugExists(deps.db, slug);
    reports.push({
      title: post.title,
      slug,
      oldPath: oldPathOf(post.link),
      category: post.category,
      oldCategories: post.categories,
      date: post.date?.toISOString() ?? null,
      outcome: exists ? 'exists' : 'new',
      cover: post.coverUrl ? 'to fetch' : 'none',
      note: exists ? 'A post with this address is already on the blog; it is left as it is.' : null,
    });
  }
  const totals = (r: WordPressReport['posts']) => ({
    posts: r.length,
    added: r.filter((p) => p.outcome === 'added' || p.outcome === 'new').length,
    skipped: r.filter((p) => p.outcome === 'skipped' || p.outcome === 'exists').length,
    covers: r.filter((p) => p.cover === 'fetched' || (p.cover === 'to fetch' && p.outcome === 'new')).length,
    redirects: r.filter((p) => p.oldPath).length,
    ignored: read.ignored ?? 0,
  });
  if (mode === 'preview') {
    return {
      status: 'preview',
      problems: read.problems,
      moreProblems: 0,
      site: read.site,
      posts: reports,
      totals: totals(reports),
    };
  }

  // Covers first, outside the transaction (the network is slow; one database connection is not).
  const covers = new Map<number, number>();
  for (const [index, post] of read.posts.entries()) {
    const report = reports[index]!;
    if (!post.coverUrl || report.outcome !== 'new') continue;
    try {
      const file = await deps.fetchRemote(post.coverUrl, { maxBytes: MAX_UPLOAD_BYTES, timeoutMs: COVER_TIMEOUT_MS });
      const image = await importBlogImage(deps.db, deps.storage, file.bytes);
      covers.set(index, image.id);
      report.cover = 'fetched';
    } catch (error) {
      if (!(error instanceof RemoteFetchError || error instanceof ImageRejectedError)) {
        deps.log?.error({ err: error, url: post.coverUrl }, 'WordPress import: cover picture failed');
      }
      report.cover = 'failed';
      report.note = `The featured image could not be brought over (${
        error instanceof RemoteFetchError || error instanceof ImageRejectedError ? error.message : 'unexpected error'
      }); the post was imported without it.`;
    }
  }

  await deps.db.transaction().execute(async (trx) => {
    for (const [index, post] of read.posts!.entries()) {
      const report = reports[index]!;
      const coverImageId = covers.get(index) ?? null;
      const outcome = await importDraftPost(
        trx,
        {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          category: post.category,
          bodyHtml: post.bodyHtml,
          coverImageId,
          coverAlt: coverImageId ? post.title : null,
        },
        post.date,
      );
      report.outcome = outcome;
      if (report.oldPath) {
        const plan = planImportedRedirect(report.oldPath, blogPostPath(post.slug), {
          live: false,
          interim: '/blog',
          served: (source) => servedPathReason(source, []),
        });
        if (plan) await addImportedRedirect(trx, plan, 'Imported from WordPress.');
      }
    }
  });
  return {
    status: 'applied',
    problems: read.problems,
    moreProblems: 0,
    site: read.site,
    posts: reports,
    totals: totals(reports),
  };
}
