import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML staff's rich text may hold (a blog post's body, the value-engineering page's
 * words), enforced on the server at every save with sanitize-html (decision records 071 and 190):
 * text structure, links and pictures from this site's image pipeline. No script, style, event
 * handler, frame, form or `javascript:` address survives; the stored HTML is what visitors get.
 *
 * Links: a link to another site gets `rel="noopener noreferrer"`; a link to one of the site's own
 * pages (a path such as /pricing) gets no `rel` at all, so never `nofollow`. Whatever `rel` or
 * `target` the editor sent is dropped.
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

/** Rich text as it is stored and shown: sanitized by the allowlist above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
