import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'src/routeTree.gen.ts', 'postcss.config.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through server/env.ts (architecture rule 6).',
        },
      ],
    },
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
);
