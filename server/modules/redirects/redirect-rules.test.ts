import { describe, expect, it } from 'vitest';
import { legacyRedirects } from './legacy-redirects';
import { isSafeLocalPath, normalizePath, resolveRedirect } from './redirect-rules';

const resolve = (path: string, search = '', allowKeywords = true) =>
  resolveRedirect(legacyRedirects, path, search, { allowKeywords });

describe('normalizePath', () => {
  it('lower-cases, strips trailing slashes and doubled slashes, keeps the root', () => {
    expect(normalizePath('/Custom-Monuments/')).toBe('/custom-monuments');
    expect(normalizePath('//faqs//')).toBe('/faqs');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('resolveRedirect', () => {
  it('answers exact rules with 301 and keeps the query string', () => {
    expect(resolve('/portfolio/', '?utm_source=old')).toEqual({ location: '/gallery?utm_source=old', statusCode: 301 });
  });

  it('prefers an exact rule over a keyword guess', () => {
    // "/granite-colors" also contains the keyword "granite"; the exact rule must win.
    expect(resolve('/granite-colors')).toEqual({ location: '/gallery/granite-colors', statusCode: 301 });
    expect(resolve('/pet-headstones')).toEqual({ location: '/services/pet-memorials', statusCode: 301 });
  });

  it('guesses from keywords with 302 only when allowed', () => {
    expect(resolve('/black-granite-options-2019')).toEqual({ location: '/gallery/granite-colors', statusCode: 302 });
    expect(resolve('/black-granite-options-2019', '', false)).toBeNull();
  });

  it('applies keyword groups in the specification order', () => {
    expect(resolve('/headstone-price-list')).toMatchObject({ location: '/services/custom-monuments' });
    // The calculator exists now: its rules point at it again (decision 110, ending 007's interim target).
    expect(resolve('/cost-of-engraving')).toMatchObject({ location: '/calculator' });
    expect(resolve('/texas-cemeteries')).toMatchObject({ location: '/service-area-directory' });
  });

  it('matches whole words from their start, not fragments inside words', () => {
    expect(resolve('/prefix-nothing')).toBeNull(); // "fix" inside "prefix" is not the word "fix"
  });

  it('never guesses a page for a missing file', () => {
    expect(resolve('/images/gallery-photo.svg')).toBeNull();
  });

  it('returns null for paths with no rule', () => {
    expect(resolve('/zzz')).toBeNull();
  });
});

describe('isSafeLocalPath', () => {
  it('accepts paths on this site and refuses every form a browser resolves to another host', () => {
    for (const ok of ['/', '/gallery', '/services/custom-monuments?from=old#top', '/a%20b', '/100%25-granite']) {
      expect(isSafeLocalPath(ok), ok).toBe(true);
    }
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\r\n/evil.example',
      ' /evil',
      'https://evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/%5cevil.example',
      '/%252f%252fevil.example',
      '/%0a/evil.example',
      '/%E0%A4%A',
    ]) {
      expect(isSafeLocalPath(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps a stored rule with an off-site target from answering', () => {
    const rules = [
      { matchType: 'exact' as const, pattern: '/old', targetPath: '//evil.example', statusCode: 301, priority: 0 },
      { matchType: 'keyword' as const, pattern: 'evil', targetPath: '/\\evil.example', statusCode: 302, priority: 0 },
    ];
    expect(resolveRedirect(rules, '/old', '', { allowKeywords: true })).toBeNull();
    expect(resolveRedirect(rules, '/very-evil-page', '', { allowKeywords: true })).toBeNull();
  });
});
