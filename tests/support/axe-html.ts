import fs from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { seriousViolations, type AxeViolation } from './axe-report';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical violations in a page's server HTML, as
 * tests/e2e/fixtures.ts `expectAccessible` reports them in a browser: names, roles, landmarks,
 * headings, ids, lists, forms. Without layout or styles, colour contrast cannot be measured here;
 * the browser journeys measure it on a page of each layout.
 */
export async function axeViolations(html: string, url: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', url });
  try {
    dom.window.eval(axeSource);
    const axe = (dom.window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<any> } }).axe;
    const results = await axe.run(dom.window.document, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return seriousViolations(results.violations as AxeViolation[]);
  } finally {
    dom.window.close();
  }
}
