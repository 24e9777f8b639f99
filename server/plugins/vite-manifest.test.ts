import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestFromVite, routePreloadsFromBuild, type ViteManifest } from './vite-manifest';

const vite: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js' },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/_site/about.tsx?tsr-split=component': { file: 'assets/about.js' },
  'style.css': { file: 'assets/style.css' },
  '/anywhere/src/styles/admin.css': { file: 'assets/admin.css' },
};

describe('manifestFromVite', () => {
  it('loads the entry and links only the site stylesheet (the staff one is linked by its routes)', () => {
    const { routes } = manifestFromVite(vite);
    expect(Object.keys(routes)).toEqual(['__root__']);
    expect(routes.__root__).toEqual({
      preloads: ['/assets/entry.js'],
      css: ['/assets/style.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }],
    });
  });

  it('refuses a build without the entry', () => {
    expect(() => manifestFromVite({})).toThrow(/npm run build/);
  });
});

describe('routePreloadsFromBuild', () => {
  it("reads the map written next to the entry's file, and its URL", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const map = { files: ['/assets/about.js'], routes: { '/_site/about': [0] } };
    const serverMap = {
      files: ['/assets/about.js', '/assets/orders.js'],
      routes: { '/_site/about': [0], '/admin/_panel/orders': [1] },
    };
    fs.writeFileSync(path.join(dir, 'assets/entry.preloads.json'), JSON.stringify(map));
    fs.writeFileSync(path.join(dir, 'assets/entry.server-preloads.json'), JSON.stringify(serverMap));
    // The browser is sent to its map; the server reads the one with the staff screens too.
    expect(routePreloadsFromBuild(dir, vite)).toEqual({ url: '/assets/entry.preloads.json', preloads: serverMap });
    expect(routePreloadsFromBuild(path.join(dir, 'missing'), vite)).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });
});
