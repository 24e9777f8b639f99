import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a post's body may hold, enforced on the server at every save with sanitize-html
 * (decision record 071): text structure, links and pictures from this site's image pipeline.
 * No script, style, event handler, frame, form or `javascript:` address survives; the stored
 * HTML is what visitors get.
 */
const MEDIA_URL = /^\/media\/[A-Za-z0-9._/-]+$/;

function isMediaSrcset(value: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim())
    .every((candidate) => {
      const [url, width, ...rest] = candidate.split(/\s+/);
      return !!url && MEDIA_URL.test(url) && (!width || /^\d{1,5}w$/.test(width)) && rest.length === 0;
    });
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'img',
    // A picture with its caption (an imported WordPress [caption] or image block).
    'figure',
    'figcaption',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // No inline styles or classes: the page's own styles decide how a post looks.
  allowedStyles: {},
  allowedClasses: {},
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { rel: 'noopener noreferrer' } : {}),
        },
      };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src && MEDIA_URL.test(attribs.src)) out.src = attribs.src;
      if (attribs.srcset && isMediaSrcset(attribs.srcset)) {
        out.srcset = attribs.srcset;
        out.sizes = '(min-width: 48em) 720px, 100vw';
      }
      out.alt = (attribs.alt ?? '').slice(0, 300);
      for (const key of ['width', 'height'] as const) {
        if (attribs[key] && /^\d{1,5}$/.test(attribs[key])) out[key] = attribs[key];
      }
      out.loading = 'lazy';
      out.decoding = 'async';
      return { tagName, attribs: out };
    },
  },
  // A picture from anywhere but this site's pipeline is dropped, not shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body as it is stored and shown: sanitized by the allowlist above. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The body's words as plain text (reading time, feeds, search descriptions). */
export function plainTextOf(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at about 220 words a minute; at least one. */
export function readingMinutesOf(html: string): number {
  const words = plainTextOf(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

/** Media keys a body's pictures use ("/media/abc-640w.webp" -> "abc"), to keep their files. */
export function bodyImageUrls(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
}
