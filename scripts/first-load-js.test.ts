import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs } from './first-load-js';

/**
 * The first download of every page (the client entry and its static imports, gzipped) must not
 * grow unnoticed (issue 10 asks for 110 kB; decision 044). Runs against the last `npm run build`;
 * `npm run test:all` builds first. To see what a change added: `npx tsx scripts/first-load-js.ts`.
 */
const FIRST_LOAD_CEILING_KB = 110;

const dist = path.resolve(import.meta.dirname, '../dist');
const built = fs.existsSync(path.join(dist, 'client/.vite/manifest.json'));

describe('first-load JavaScript', () => {
  it.skipIf(!built)(`stays within ${FIRST_LOAD_CEILING_KB} kB gzipped`, () => {
    const { total, files } = firstLoadJs(dist);
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((f) => `${(f.gzip / 1000).toFixed(1)} kB ${f.file}`)
      .join(', ');
    expect(
      total.gzip / 1000,
      `first load is ${(total.gzip / 1000).toFixed(1)} kB gz; largest: ${largest}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_CEILING_KB);
  });
});
