import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// One config for the client build, the SSR build of src/entry-server.tsx and the Vitest projects.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
  ],
  build: {
    manifest: true,
    // One stylesheet for the whole site, linked from the server HTML: no flash of unstyled content
    // when a code-split route's component CSS would otherwise arrive later.
    cssCodeSplit: false,
    outDir: 'dist/client',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: {
    // Bundle Mantine into the SSR build so its CSS imports are handled by Vite, not Node.
    noExternal: [/^@mantine\//],
  },
  server: { watch: { ignored: ['**/data/**', '**/test-results/**', '**/dist/**'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,server,db,scripts,content}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{server,db,scripts,tests}/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
