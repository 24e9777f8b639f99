import { describe, expect, it } from 'vitest';
import { modulesOfRoutes, routePreloadsFile, type RoutePreloads } from './route-preloads';

const preloads: RoutePreloads = {
  files: ['/assets/_site.js', '/assets/frame.js', '/assets/faq.js', '/assets/accordion.js'],
  routes: { '/_site': [0, 1], '/_site/faq/': [2, 3, 1], '/_site/about': [] },
};

describe('route preloads', () => {
  it("lists the routes' modules in order, each once", () => {
    expect(modulesOfRoutes(preloads, ['__root__', '/_site', '/_site/faq/'])).toEqual([
      '/assets/_site.js',
      '/assets/frame.js',
      '/assets/faq.js',
      '/assets/accordion.js',
    ]);
    expect(modulesOfRoutes(preloads, ['/_site/about', '/unknown'])).toEqual([]);
  });

  it("names the map after the entry's file", () => {
    expect(routePreloadsFile('assets/entry-client-AbC123.js')).toBe('assets/entry-client-AbC123.preloads.json');
  });
});
