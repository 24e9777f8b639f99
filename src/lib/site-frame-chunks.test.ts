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
  // Two more staff screens: one uses the API client (its route file and split part), one neither.
  '/app/src/routes/admin/_panel/orders.tsx': ['/app/src/lib/trpc.ts'],
  '/app/src/routes/admin/_panel/orders.tsx?tsr-split=component---loader': ['/app/src/lib/trpc.ts'],
  '/app/src/routes/admin/_panel/help.tsx?tsr-split=component---loader': [],
  '/app/src/routes/_site/faq/index.tsx?tsr-split=component---loader': ['/app/src/features/faq/faq-page.tsx'],
  '/app/src/features/faq/faq-page.tsx': ['/app/src/components/plain/index.ts'],
};
const ids = Object.keys(graph);
const importsOf = (id: string) => graph[id] ?? [];

describe("the site frame's files", () => {
  it('puts what only the public layout reaches in its own file, and what the staff share by how many screens use it', () => {
    const { own, common, rare } = siteFrameModules(ids, importsOf);
    expect([...own].sort()).toEqual([
      '/app/src/components/layout/site-frame.tsx',
      '/app/src/components/layout/site-header.tsx',
      '/app/src/routes/-root-screens.tsx',
      '/app/src/routes/_site.tsx?tsr-split=component---loader',
      '/app/src/routes/_site.tsx?tsr-split=notFoundComponent',
    ]);
    // Two of the three staff screens use the API client; one uses the plain components.
    expect([...common]).toEqual(['/app/src/lib/trpc.ts']);
    expect([...rare]).toEqual(['/app/src/components/plain/index.ts']);
  });

  it("leaves out the entry's modules, a page's own, and the staff screens' own", () => {
    const { own, common, rare } = siteFrameModules(ids, importsOf);
    const all = [...own, ...common, ...rare];
    expect(all).not.toContain('/app/node_modules/react/index.js');
    expect(all).not.toContain('/app/src/routes/_site.tsx');
    expect(all).not.toContain('/app/src/features/faq/faq-page.tsx');
    expect(all).not.toContain('/app/src/features/admin/dashboard.tsx');
  });

  it("a shared module never imports one of the frame's own, nor a common one a rare one (no cycle between the files)", () => {
    const { own, common, rare } = siteFrameModules(ids, importsOf);
    for (const id of [...common, ...rare]) expect(importsOf(id).filter((child) => own.has(child))).toEqual([]);
    for (const id of common) expect(importsOf(id).filter((child) => rare.has(child))).toEqual([]);
  });

  it('finds nothing without the layout (another router plugin naming its split parts otherwise)', () => {
    const renamed = ids.filter((id) => !id.includes('_site.tsx?'));
    const { own, common, rare } = siteFrameModules(renamed, importsOf);
    expect(own.size + common.size + rare.size).toBe(0);
  });
});
