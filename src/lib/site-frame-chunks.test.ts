import { describe, expect, it } from 'vitest';
import { siteFrameModules } from './site-frame-chunks';

/** A small client graph: the entry, the site layout's split parts, a staff route and a page. */
const graph: Record<string, string[]> = {
  '/app/src/entry-client.tsx': ['/app/node_modules/react/index.js', '/app/src/routes/_site.tsx'],
  '/app/node_modules/react/index.js': [],
  // The layout's route file (in the entry) and its split parts (loaded with the page).
  '/app/src/routes/_site.tsx': [],
  '/app/src/routes/_site.tsx?tsr-split=component---loader': [
    '/app/src/components/layout/site-frame.tsx',
    '/app/node_modules/react/index.js',
  ],
  '/app/src/routes/_site.tsx?tsr-split=notFoundComponent': ['/app/src/routes/-root-screens.tsx'],
  '/app/src/routes/-root-screens.tsx': [],
  '/app/src/components/layout/site-frame.tsx': [
    '/app/src/components/layout/site-header.tsx',
    '/app/src/components/plain/index.ts',
  ],
  '/app/src/components/layout/site-header.tsx': ['/app/src/lib/trpc.ts'],
  '/app/src/components/plain/index.ts': [],
  '/app/src/lib/trpc.ts': [],
  '/app/src/routes/admin/_panel/index.tsx?tsr-split=component---loader': [
    '/app/src/components/plain/index.ts',
    '/app/src/lib/trpc.ts',
    '/app/src/features/admin/dashboard.tsx',
  ],
  '/app/src/features/admin/dashboard.tsx': [],
  '/app/src/routes/_site/faq/index.tsx?tsr-split=component---loader': ['/app/src/features/faq/faq-page.tsx'],
  '/app/src/features/faq/faq-page.tsx': ['/app/src/components/plain/index.ts'],
};
const ids = Object.keys(graph);
const importsOf = (id: string) => graph[id] ?? [];

describe("the site frame's files", () => {
  it('puts what only the public layout reaches in its own file, and what the staff share in the other', () => {
    const { own, shared } = siteFrameModules(ids, importsOf);
    expect([...own].sort()).toEqual([
      '/app/src/components/layout/site-frame.tsx',
      '/app/src/components/layout/site-header.tsx',
      '/app/src/routes/-root-screens.tsx',
      '/app/src/routes/_site.tsx?tsr-split=component---loader',
      '/app/src/routes/_site.tsx?tsr-split=notFoundComponent',
    ]);
    expect([...shared].sort()).toEqual(['/app/src/components/plain/index.ts', '/app/src/lib/trpc.ts']);
  });

  it("leaves out the entry's modules, a page's own, and the staff screens' own", () => {
    const { own, shared } = siteFrameModules(ids, importsOf);
    const all = [...own, ...shared];
    expect(all).not.toContain('/app/node_modules/react/index.js');
    expect(all).not.toContain('/app/src/routes/_site.tsx');
    expect(all).not.toContain('/app/src/features/faq/faq-page.tsx');
    expect(all).not.toContain('/app/src/features/admin/dashboard.tsx');
  });

  it('a staff module never imports one of the frame’s own (no cycle between the two files)', () => {
    const { own, shared } = siteFrameModules(ids, importsOf);
    for (const id of shared) expect(importsOf(id).filter((child) => own.has(child))).toEqual([]);
  });

  it('finds nothing without the layout (another router plugin naming its split parts otherwise)', () => {
    const renamed = ids.filter((id) => !id.includes('_site.tsx?'));
    const { own, shared } = siteFrameModules(renamed, importsOf);
    expect(own.size + shared.size).toBe(0);
  });
});
