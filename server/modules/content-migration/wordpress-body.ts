import { autop } from '@wordpress/autop';
import { replace as replaceShortcode, type Shortcode } from '@wordpress/shortcode';
import { Parser, parseDocument } from 'htmlparser2';
import { Element, Text, type AnyNode } from 'domhandler';
import render from 'dom-serializer';
import { findAll, removeElement, replaceElement, textContent } from 'domutils';
import { counted } from '../shared/plural';

/**
 * A WordPress post body as a careful person would move it by hand (decision record 181):
 * Gutenberg's block comments dropped, shortcodes turned into what they showed (a captioned
 * picture, a gallery's pictures, a link for an embed) or removed and listed, WordPress's own
 * paragraph rule (`wpautop`, from `@wordpress/autop`) for classic posts, and every picture's
 * address collected so the import can fetch it and point the body at this site's renditions.
 */

/** An attachment of the export (a picture in the media library). */
export interface WxrAttachment {
  id: string;
  url: string;
  parentId: string;
  alt: string;
  caption: string;
  title: string;
}

export interface ShortcodeNote {
  name: string;
  /** What became of it. */
  action: 'converted' | 'link' | 'removed';
  detail: string;
}

export interface ConvertedBody {
  html: string;
  /** Addresses of the pictures in the body, each once, in order. */
  images: string[];
  shortcodes: ShortcodeNote[];
  /** Set when the body cannot be read (nested deeper than any real post). */
  refused: string | null;
}

/** Deeper than any post an editor writes; deeper would make the HTML tools recurse for long. */
export const MAX_BODY_NESTING = 200;

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif|bmp|tiff?)(\?.*)?$/i;
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

/** How deeply the body's tags nest (counted while streaming, never recursing). */
function nestingDepth(html: string): number {
  let depth = 0;
  let max = 0;
  const parser = new Parser({
    onopentag() {
      depth++;
      if (depth > max) max = depth;
    },
    onclosetag() {
      depth--;
    },
  });
  parser.write(html);
  parser.end();
  return max;
}

/** A picture as WordPress's own editor writes it, from an attachment of the export. */
function attachmentFigure(attachment: WxrAttachment): string {
  const caption = attachment.caption.trim();
  return `<figure><img src="${escapeHtml(attachment.url)}" alt="${escapeHtml(attachment.alt || attachment.title)}">${
    caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''
  }</figure>`;
}

/** Shortcodes WordPress registers itself (and their media fallbacks). */
const MEDIA_SOURCE_KEYS = ['src', 'mp3', 'm4a', 'ogg', 'wav', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv'];

/**
 * A bracketed word is treated as an unknown shortcode only when it looks like one (attributes,
 * a closing tag, or a plugin-style name with `_` or `-`): "[sic]" in a sentence stays text.
 */
function unknownShortcodeNames(html: string, known: Set<string>): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/\[([a-zA-Z][\w-]*)([^\]]*)\]/g)) {
    const name = match[1]!;
    if (known.has(name.toLowerCase())) continue;
    const looksLikeOne = /=/.test(match[2]!) || /[_-]/.test(name) || html.includes(`[/${name}]`);
    if (looksLikeOne) names.add(name);
  }
  return [...names];
}

function convertShortcodes(
  html: string,
  context: { postId: string; attachments: Map<string, WxrAttachment> },
  notes: ShortcodeNote[],
): string {
  let out = html;
  for (const tag of ['caption', 'wp_caption']) {
    out = replaceShortcode(tag, out, (shortcode: Shortcode) => {
      const content = shortcode.content ?? '';
      const picture = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content);
      const captionText = (shortcode.attrs.named.caption ?? picture?.[2] ?? '').trim();
      if (!picture) {
        notes.push({ name: tag, action: 'removed', detail: 'a caption without a picture; its text was kept' });
        return content;
      }
      notes.push({ name: tag, action: 'converted', detail: 'a picture with its caption' });
      return `<figure>${picture[1]}${captionText ? `<figcaption>${captionText}</figcaption>` : ''}</figure>`;
    });
  }
  out = replaceShortcode('gallery', out, (shortcode: Shortcode) => {
    const named = shortcode.attrs.named;
    const ids = (named.ids ?? named.include ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const pictures = ids.length
      ? ids.map((id) => context.attachments.get(id)).filter((a): a is WxrAttachment => !!a)
      : [...context.attachments.values()].filter((a) => a.parentId === context.postId && IMAGE_FILE.test(a.url));
    if (pictures.length === 0) {
      notes.push({ name: 'gallery', action: 'removed', detail: 'a gallery whose pictures are not in the export' });
      return '';
    }
    const missing = ids.length - pictures.length;
    notes.push({
      name: 'gallery',
      action: 'converted',
      detail: `a gallery of ${counted(pictures.length, 'picture')}${missing > 0 ? ` (${missing} not in the export)` : ''}`,
    });
    return `\n\n${pictures.map(attachmentFigure).join('\n')}\n\n`;
  });
  out = replaceShortcode('embed', out, (shortcode: Shortcode) => {
    const url = (shortcode.content ?? shortcode.attrs.named.src ?? '').trim();
    if (!/^https?:\/\//i.test(url)) {
      notes.push({ name: 'embed', action: 'removed', detail: 'an embed without an address' });
      return '';
    }
    notes.push({ name: 'embed', action: 'link', detail: url });
    return `\n\n<p>${link(url)}</p>\n\n`;
  });
  for (const tag of ['audio', 'video', 'playlist']) {
    out = replaceShortcode(tag, out, (shortcode: Shortcode) => {
      const named = shortcode.attrs.named;
      const key = MEDIA_SOURCE_KEYS.find((k) => named[k]);
      const url = (key ? named[key]! : (shortcode.content ?? '')).trim();
      if (!/^https?:\/\//i.test(url)) {
        notes.push({
          name: tag,
          action: 'removed',
          detail: `${tag === 'audio' ? 'a recording' : 'a video'} without an address`,
        });
        return '';
      }
      notes.push({ name: tag, action: 'link', detail: url });
      return `\n\n<p>${link(url)}</p>\n\n`;
    });
  }
  const known = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'audio', 'video', 'playlist']);
  for (const name of unknownShortcodeNames(out, known)) {
    out = replaceShortcode(name, out, (shortcode: Shortcode) => {
      const kept = shortcode.type === 'closed' && (shortcode.content ?? '').trim() !== '';
      notes.push({
        name,
        action: 'removed',
        detail: kept ? 'not a WordPress shortcode; its text was kept' : 'not a WordPress shortcode',
      });
      return kept ? shortcode.content! : '';
    });
  }
  // [[name]] is how WordPress writes a shortcode as text: it shows [name].
  return out.replace(/\[\[([^[\]]+)\]\]/g, '[$1]');
}

/** An address as the old site meant it (relative ones are on the old site). */
function absoluteUrl(src: string, siteLink: string): string | null {
  try {
    const url = new URL(src.trim(), siteLink || undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** WordPress's resized copy ("photo-300x200.jpg") is replaced by the original when the export has it. */
function originalOf(url: string, originals: Set<string>): string {
  const original = url.replace(/-\d{2,5}x\d{2,5}(?=\.[a-z]{3,4}(\?.*)?$)/i, '');
  return original !== url && originals.has(original) ? original : url;
}

/**
 * Converts a post body. The result still points at the old site's pictures; `placeImages`
 * puts this site's renditions in their place once they are fetched.
 */
export function convertBody(
  raw: string,
  context: { postId: string; siteLink: string; attachments: Map<string, WxrAttachment> },
): ConvertedBody {
  if (nestingDepth(raw) > MAX_BODY_NESTING) {
    return {
      html: '',
      images: [],
      shortcodes: [],
      refused: `its text is nested more than ${MAX_BODY_NESTING} levels deep, which no real post is`,
    };
  }
  const notes: ShortcodeNote[] = [];
  const isBlockEditor = /<!--\s*wp:/.test(raw);
  let html = raw.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
  html = convertShortcodes(html, context, notes);
  // An address alone on a line is an embed in WordPress (a video, a post): here, a plain link.
  html = html.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim, (_line, url: string) => {
    notes.push({ name: 'embed', action: 'link', detail: url });
    return `<p>${link(url)}</p>`;
  });
  // The classic editor stores paragraphs as blank lines; the block editor writes its <p> itself.
  if (!isBlockEditor) html = autop(html);

  const document = parseDocument(html);
  const originals = new Set([...context.attachments.values()].map((a) => a.url));
  const images: string[] = [];
  for (const img of findAll((node) => node.name === 'img', document.children)) {
    const src = img.attribs.src ?? '';
    const url = src.startsWith('/media/') ? null : absoluteUrl(src, context.siteLink);
    if (src.startsWith('/media/')) continue;
    if (!url) {
      img.attribs = { src: '', alt: img.attribs.alt ?? '' };
      continue;
    }
    const best = originalOf(url, originals);
    img.attribs = { src: best, alt: img.attribs.alt ?? '' };
    if (!images.includes(best)) images.push(best);
  }
  return { html: render(document, { encodeEntities: 'utf8' }), images, shortcodes: notes, refused: null };
}

/** What became of each picture address. */
export type PlacedImage =
  | { ok: { src: string; srcset: string | null; width: number; height: number } }
  | { failed: string };

const fileNameOf = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || url;
  } catch {
    return url;
  }
};

/**
 * Points the body's pictures at this site's renditions. A picture that could not be brought over
 * leaves its description as a visible note (never a silent gap); links around pictures that led
 * to the old site's image files or attachment pages go (the picture itself stays), and no empty
 * link or paragraph is left behind.
 */
export function placeImages(html: string, placed: Map<string, PlacedImage>): string {
  const document = parseDocument(html);
  for (const img of findAll((node) => node.name === 'img', document.children)) {
    const src = img.attribs.src ?? '';
    if (src.startsWith('/media/')) continue;
    const result = placed.get(src);
    if (result && 'ok' in result) {
      img.attribs = {
        src: result.ok.src,
        ...(result.ok.srcset ? { srcset: result.ok.srcset } : {}),
        width: String(result.ok.width),
        height: String(result.ok.height),
        alt: img.attribs.alt ?? '',
      };
      continue;
    }
    const words = (img.attribs.alt ?? '').trim() || (src ? fileNameOf(src) : 'a picture');
    const note = new Element('em', {}, [new Text(`[Picture not brought over: ${words}]`)]);
    replaceElement(img, note);
  }
  for (const a of findAll((node) => node.name === 'a', document.children)) {
    const href = a.attribs.href ?? '';
    const toOldPicture = IMAGE_FILE.test(href) || /[?&]attachment_id=|\/attachment\//i.test(href);
    const holdsPicture = findAll((node) => node.name === 'img' || node.name === 'em', a.children).length > 0;
    if (toOldPicture && holdsPicture) unwrap(a);
  }
  // Innermost first, so a paragraph emptied by its link going goes too.
  const empties = findAll((node) => node.name === 'a' || node.name === 'p', document.children).reverse();
  for (const element of empties) {
    const hasContent =
      textContent(element).trim() !== '' ||
      findAll((node) => node.name === 'img' || node.name === 'br', element.children).length > 0;
    if (!hasContent) removeElement(element);
  }
  return render(document, { encodeEntities: 'utf8' });
}

/** Replaces an element with its children. */
function unwrap(element: Element) {
  const parent = element.parent;
  if (!parent) return;
  const index = parent.children.indexOf(element);
  const children: AnyNode[] = element.children;
  for (const child of children) child.parent = parent;
  parent.children.splice(index, 1, ...children);
  for (let i = 0; i < parent.children.length; i++) {
    parent.children[i]!.prev = parent.children[i - 1] ?? null;
    parent.children[i]!.next = parent.children[i + 1] ?? null;
  }
}
