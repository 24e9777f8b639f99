import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text-html';

describe('links in staff rich text', () => {
  it('saves a link to one of the site’s own pages without nofollow, whatever the editor sent', () => {
    expect(
      sanitizeRichText('<p><a href="/pricing" rel="noopener noreferrer nofollow" target="_blank">our prices</a></p>'),
    ).toBe('<p><a href="/pricing">our prices</a></p>');
    expect(sanitizeRichText('<p><a href="#faq" rel="nofollow">questions</a></p>')).toBe(
      '<p><a href="#faq">questions</a></p>',
    );
  });

  it('never stores nofollow, and gives links to other sites what they had before', () => {
    const clean = sanitizeRichText(
      '<p><a href="https://example.org/rules" rel="noopener noreferrer nofollow" target="_blank">rules</a></p>',
    );
    expect(clean).toBe('<p><a href="https://example.org/rules" rel="noopener noreferrer">rules</a></p>');
    expect(clean).not.toContain('nofollow');
  });
});
