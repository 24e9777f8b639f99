import type { ServerManifest, ServerManifestRoute } from '@tanstack/router-core';

/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) the server reads. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

const ENTRY = 'src/entry-client.tsx';
// A route file's code-split component chunk, as the router plugin names it in the manifest.
const ROUTE_COMPONENT_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component(---.*)?$/;

/** "_site/gallery/$category/index" -> "/_site/gallery/$category/" (the router's route id). */
export function routeIdOfFile(file: string): string {
  return file === '__root' ? '__root__' : `/${file.replace(/(^|\/)index$/, '$1')}`;
}

/** The files a chunk needs before it runs: itself and everything it imports statically. */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The router's manifest: the entry script, the site's stylesheet, and a modulepreload for every
 * file the first render needs. Without them the browser only finds the entry's imports after
 * downloading and parsing it, and the route's own code after that: two extra round trips on a
 * phone. Each route lists the files of its component that the entry does not already bring.
 */
export function manifestFromVite(viteManifest: ViteManifest): ServerManifest {
  const entry = viteManifest[ENTRY];
  if (!entry) throw new Error('The client build has no entry chunk; run `npm run build`.');
  const rootFiles = staticClosure(viteManifest, ENTRY);
  const url = (file: string) => `/${file}`;

  const routes: Record<string, ServerManifestRoute> = {
    __root__: {
      preloads: [...rootFiles].map(url),
      // With cssCodeSplit off, Vite lists the single stylesheet as its own "style.css" chunk.
      // Other CSS files in the manifest (the staff-only admin.css) are linked by their routes.
      css: [...new Set([...(entry.css ?? []), ...(viteManifest['style.css'] ? [viteManifest['style.css'].file] : [])])].map(url),
      scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
    },
  };
  for (const key of Object.keys(viteManifest)) {
    const match = ROUTE_COMPONENT_CHUNK.exec(key);
    if (!match) continue;
    const files = [...staticClosure(viteManifest, key)].filter((file) => !rootFiles.has(file));
    if (files.length === 0) continue;
    const route = (routes[routeIdOfFile(match[1]!)] ??= {});
    route.preloads = [...new Set([...(route.preloads ?? []), ...files.map(url)])];
  }
  return { routes };
}
