// Bundles the server (and its CLI scripts) for production with esbuild; packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { 'server/main': 'server/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
