import { describe, expect, it } from 'vitest';
import { manifestFromVite, routeIdOfFile, type ViteManifest } from './vite-manifest';

const vite: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_react.js', '_mantine.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_mantine.js': { file: 'assets/mantine.js', imports: ['_react.js'] },
  '_modal.js': { file: 'assets/modal.js', imports: ['_mantine.js'] },
  'src/routes/_site/gallery/$category/index.tsx?tsr-split=component': { file: 'assets/category.js', imports: ['_modal.js', '_react.js'] },
  'src/routes/_site/about.tsx?tsr-split=component': { file: 'assets/about.js', imports: ['_mantine.js'] },
  'src/routes/_site/about.tsx?tsr-split=errorComponent': { file: 'assets/about-error.js' },
  'style.css': { file: 'assets/style.css' },
  '/anywhere/src/styles/admin.css': { file: 'assets/admin.css' },
};

describe('manifestFromVite', () => {
  it('preloads everything the entry imports, and links only the site stylesheet', () => {
    const root = manifestFromVite(vite).routes.__root__!;
    expect(root.preloads).toEqual(['/assets/entry.js', '/assets/react.js', '/assets/mantine.js']);
    expect(root.css).toEqual(['/assets/style.css']);
    expect(root.scripts).toEqual([{ attrs: { type: 'module', src: '/assets/entry.js' } }]);
  });

  it("preloads each route's component and what the entry does not already bring", () => {
    const { routes } = manifestFromVite(vite);
    expect(routes['/_site/gallery/$category/']?.preloads).toEqual(['/assets/category.js', '/assets/modal.js']);
    expect(routes['/_site/about']?.preloads).toEqual(['/assets/about.js']);
  });

  it('names routes as the router does', () => {
    expect(routeIdOfFile('__root')).toBe('__root__');
    expect(routeIdOfFile('_site')).toBe('/_site');
    expect(routeIdOfFile('_site/index')).toBe('/_site/');
    expect(routeIdOfFile('admin/_panel/basket-submissions/$submissionId')).toBe('/admin/_panel/basket-submissions/$submissionId');
  });

  it('refuses a build without the entry', () => {
    expect(() => manifestFromVite({})).toThrow(/npm run build/);
  });
});
