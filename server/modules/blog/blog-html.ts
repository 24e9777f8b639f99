import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../shared/rich-text-html';

/**
 * The only HTML a post's body may hold: the staff rich-text allowlist
 * (server/modules/shared/rich-text-html.ts, decision records 071 and 190), enforced at every save.
 */
export const sanitizePostHtml: (html: string) => string = sanitizeRichText;

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
