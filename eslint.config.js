import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier/flat';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import local from './scripts/eslint-rules/index.js';
import { TABLE_OWNERS } from './scripts/eslint-rules/table-owners.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The walls between server domains (architecture rule 3; docs/architecture.md says it in prose).
 *
 * A domain is a folder of server/modules. Another domain may import it only through its public
 * entry: its service (`*.service.ts`, `*.admin-service.ts`), its schema (`*.schema.ts`,
 * `*.admin-schema.ts`) or the zod-free facts beside the schema (`*.choices.ts`, `*-categories.ts`).
 * Its repository and every other file are internal. Shared kernels may be imported by any domain
 * and import no domain themselves. The composition roots (app-router.ts, sitemap-sources.ts,
 * app.ts, plugins/, trpc/) wire domains together and are not domains. Tests may reach in to
 * arrange data; they are still checked for cycles.
 */
// page-cache: the content version every staff change bumps, which upload routes bump too.
const KERNELS = ['media', 'page-cache', 'rate-limit', 'seo', 'shared'];
const DOMAINS = fs
  .readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !KERNELS.includes(entry.name))
  .map((entry) => entry.name);
const PUBLIC_ENTRY = [
  '*.service.ts',
  '*.admin-service.ts',
  '*.schema.ts',
  '*.admin-schema.ts',
  '*.choices.ts',
  '*-categories.ts',
].map((file) => `**/server/modules/*/${file}`);
const KERNEL_FILES = KERNELS.map((kernel) => `**/server/modules/${kernel}/**`);
const wallZones = [
  ...DOMAINS.map((domain) => ({
    target: `server/modules/${domain}/**`,
    from: 'server/modules/*/**',
    except: [`**/server/modules/${domain}/**`, ...PUBLIC_ENTRY, ...KERNEL_FILES],
    message:
      'Another domain is reached only through its service or schema; its repository and other files are internal.',
  })),
  {
    target: `server/modules/{${KERNELS.join(',')}}/**`,
    from: 'server/modules/*/**',
    except: KERNEL_FILES,
    message: 'A shared kernel imports no domain: pass what it needs in from the domain or the composition root.',
  },
  {
    // One direction between two domains (decision 208): access owns the grants, the calculator uses them.
    target: 'server/modules/access/**',
    from: 'server/modules/public-calculator/**',
    message:
      'Access owns the grants and the calculator uses them through access.service: pass what access needs of the calculator in from app-router.ts.',
  },
  {
    target: 'server/modules/**',
    from: ['server/{app,app-router,main,sitemap-sources}.ts', 'server/plugins/**'],
    message: 'Domains do not import the composition roots.',
  },
  {
    target: 'src/components/**',
    from: ['src/features/**', 'src/kernels/**'],
    message: 'components/ know no feature and no kernel: move the piece into components/ or pass it in from the route.',
  },
  ...clientWallZones(),
];

/**
 * The same walls on the client (decision 207; docs/architecture.md, "Layers on the client").
 *
 * A feature is a folder of src/features. Another feature may import it only through the files
 * named here, its public entry: each is one piece a neighbour really depends on (the basket's
 * hook, the access dialog and the grants it keeps). No barrel files: the list names files.
 * Machinery several features share and that knows no domain is a kernel in src/kernels
 * (forms: the public forms' hook and fields; media: the staff image lists and uploads); kernels
 * import no feature. Routes are the composition layer and may import any feature's file.
 */
function clientWallZones() {
  const FEATURE_PUBLIC = {
    access: ['access-dialog.tsx', 'access-dialog-on-demand.tsx', 'grant-storage.ts'],
    'ai-tools': ['trails.ts'],
    backup: ['backup-notice.tsx'],
    // basket-session.ts: whether this browser has a basket, without React Query (a light page's form, decision 238).
    basket: ['use-basket.tsx', 'basket-session.ts'],
    // Where a family says where the stone goes (the calculator, the playground, the forms) and
    // what the office reads of it (decision 270).
    // cemetery-pick-draft.ts: the pick kept in a form's draft and its plain form answer (decision 283).
    cemeteries: ['cemetery-picker.tsx', 'cemetery-findings.tsx', 'cemetery-check-view.tsx', 'cemetery-pick-draft.ts'],
    // A service page shows photos of that kind of work as the gallery's own cards.
    gallery: ['item-card.tsx'],
    leads: ['contact-form-on-demand.tsx'],
    'price-calculator': ['recent-estimates-admin.tsx', 'breakdown-list.tsx'],
    'service-area': ['territory-map.tsx'],
    'site-images': ['site-image-usage.ts'],
    'value-engineering': ['package-card.tsx'],
  };
  const publicFiles = Object.entries(FEATURE_PUBLIC).flatMap(([feature, files]) =>
    files.map((file) => `**/src/features/${feature}/${file}`),
  );
  const features = fs
    .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `src/features/${feature}/**`,
      from: 'src/features/*/**',
      except: [`**/src/features/${feature}/**`, ...publicFiles],
      message:
        'Another feature is reached only through its public files (FEATURE_PUBLIC in eslint.config.js): move shared machinery into src/kernels/ or src/components/, or name the piece public there.',
    })),
    {
      target: 'src/kernels/**',
      from: ['src/features/**', 'src/routes/**'],
      message: 'A kernel imports no feature: pass what it needs in from the feature that uses it.',
    },
  ];
}

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through server/env.ts (architecture rule 6).',
};
// Architecture rule 4: repositories take `db | trx`; only services open transactions.
const OPENS_TRANSACTION = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'Only services open transactions: take `trx` as the first argument and let the service open it.',
};
const tableWalls = fs
  .readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name: domain }) => {
    const foreign = Object.entries(TABLE_OWNERS)
      .filter(([owner]) => owner !== domain)
      .flatMap(([, tables]) => tables);
    const foreignTable = {
      selector: `CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)$/] > Literal[value=/^(${foreign.join('|')})( |$)/]`,
      message: "This table belongs to another domain: call that domain's service instead.",
    };
    const services = [`server/modules/${domain}/**/*.service.ts`, `server/modules/${domain}/**/*.admin-service.ts`];
    return [
      { files: services, rules: { 'no-restricted-syntax': ['error', PROCESS_ENV, foreignTable] } },
      {
        files: [`server/modules/${domain}/**/*.ts`],
        ignores: ['**/*.test.ts', ...services],
        rules: { 'no-restricted-syntax': ['error', PROCESS_ENV, foreignTable, OPENS_TRANSACTION] },
      },
    ];
  })
  .flat();

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
      'src/routeTree.public.gen.ts',
      'postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The hooks rules where React is. They run the React Compiler's analysis on each file they see
    // (about half of ESLint's time); the server, scripts and migrations have no components.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    // An event's element is gone once the handler returns: never read it in a state updater,
    // a timer or after an await (the proof form fell over on the second keystroke).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/no-deferred-event-read': 'error' },
  },
  {
    // Imports resolve as TypeScript resolves them (relative paths and package.json `imports`).
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin cannot read a .ts dependency.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    // A cycle (two modules that cannot be understood or initialised apart) is oxlint's to find
    // (.oxlintrc.json, run by `npm run lint` and the test command): the same rule in native code,
    // 1 s where it took ESLint 13 s (decision 292).
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?'] }] },
  },
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: wallZones }] },
  },
  ...tableWalls,
  {
    // One breadcrumb trail for the site, fed the same list as the page's structured data.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/content/page-breadcrumbs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Breadcrumbs'],
              message:
                'Use PageBreadcrumbs (src/components/content/page-breadcrumbs.tsx) with the trail you give pageHead.',
            },
          ],
        },
      ],
    },
  },
  {
    // One money module and one time module (decision 197; decision 193 for staff screens): no
    // Intl formatter, toLocale*String or time-zone literal outside them, the settings' list of
    // zones (and the migration that seeds it), and tests.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'content/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'server/modules/shared/money.ts',
      'server/modules/shared/time.ts',
      'server/modules/settings/settings.choices.ts',
    ],
    plugins: { local },
    rules: { 'local/one-money-one-time': 'error' },
  },
  {
    // Migrations are written against Kysely<any> on purpose (frozen in time); tests walk routers dynamically.
    files: ['migrations/**', 'tests/**', 'scripts/generate-db-types.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The env module, test set-up, benchmarks (they start the server as a child process with this
    // environment) and tool configs legitimately read the process environment.
    files: ['server/env.ts', 'tests/**', 'scripts/bench-*.ts', 'playwright.config.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A file does one job a reader can hold at once, and so does a function (issue 28): counted
    // without blank lines and comments. Tests are left out: a test file follows its subject's cases
    // and a describe block only groups them. So is `content/`, the site's written copy (data).
    files: ['server/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // Generated: the route trees, written by the router's generator.
      'src/routeTree.gen.ts',
      'src/routeTree.public.gen.ts',
      // Data, not code: the demo price list, the epitaph phrase library and the demo gallery's items.
      'server/modules/calculator/calculator.seed-data.ts',
      'server/modules/epitaph/phrase-library.ts',
      'server/seed/gallery-demo/demo-items.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  // Formatting is Prettier's (`npm run format`; `npm run lint` checks it): no style rules here.
  prettier,
);
