import fs from 'node:fs';
import path from 'node:path';
import type { ServerManifest } from '@tanstack/router-core';
import { routePreloadsFile, type RoutePreloads } from '#src/lib/route-preloads';
import { singleStylesheet } from '#src/lib/library-internals';

/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) the server reads. */
export type ViteManifest = Record<string, { file: string; css?: string[] }>;

const ENTRY = 'src/entry-client.tsx';

/**
 * The router's manifest: the entry script and the site's stylesheet. The entry's imports and the
 * page's chunks are deliberately not preloaded: measured, 40-odd modulepreloads in the head took
 * the connections before the hero picture and pushed mobile LCP from 1.8 s to 3.5 s, while the
 * page is already readable from the server HTML before any script runs (decision 008).
 */
export function manifestFromVite(viteManifest: ViteManifest): ServerManifest {
  const entry = viteManifest[ENTRY];
  if (!entry) throw new Error('The client build has no entry chunk; run `npm run build`.');
  const url = (file: string) => `/${file}`;
  const stylesheet = singleStylesheet(viteManifest);
  return {
    routes: {
      __root__: {
        preloads: [url(entry.file)],
        // With cssCodeSplit off, Vite lists the single stylesheet as its own chunk (decision 204).
        // Other CSS files in the manifest (the staff-only admin.css) are linked by their routes.
        css: [...new Set([...(entry.css ?? []), ...(stylesheet ? [stylesheet] : [])])].map(url),
        scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
      },
    },
  };
}

/**
 * The build's map of what each route's chunks import (decision 045) and its URL; undefined for a
 * build without one. The server sends each page's part with its hydration data.
 */
export function routePreloadsFromBuild(
  clientDir: string,
  viteManifest: ViteManifest,
): { url: string; preloads: RoutePreloads } | undefined {
  const entry = viteManifest[ENTRY];
  if (!entry) return undefined;
  const file = routePreloadsFile(entry.file);
  const serverFile = path.join(clientDir, routePreloadsFile(entry.file, 'server'));
  if (!fs.existsSync(path.join(clientDir, file)) || !fs.existsSync(serverFile)) return undefined;
  return { url: `/${file}`, preloads: JSON.parse(fs.readFileSync(serverFile, 'utf8')) as RoutePreloads };
}
