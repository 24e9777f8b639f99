import { describe, expect, it } from 'vitest';
import { manifestFromVite, type ViteManifest } from './vite-manifest';

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
