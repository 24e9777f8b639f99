import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from './no-deferred-event-read.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-deferred-event-read', rule, {
  valid: [
    // The value is read while the event is live, then used in the updater.
    `const C = () => <input onChange={(e) => { const text = e.currentTarget.value; setLines((ls) => ls.map((l) => ({ ...l, text }))); }} />;`,
    // A plain value handed to a setter.
    `const C = () => <input onChange={(e) => setName(e.currentTarget.value)} />;`,
    // An updater's own parameter is not the event.
    `const C = () => <input onChange={() => setItems((items) => items.filter((item) => item.target !== 1))} />;`,
    // Read before the first await.
    `async function submit(event) { event.preventDefault(); const form = event.currentTarget; await save(); form.reset(); }`,
    // A setter's function that declares its own event-like parameter.
    `setHandler(() => (e) => e.currentTarget.value);`,
  ],
  invalid: [
    {
      // The defect that took the proof form down on the second keystroke.
      code: `const C = () => <input onChange={(e) => setLines((ls) => ls.map((l, j) => (j === 0 ? { ...l, text: e.currentTarget.value } : l)))} />;`,
      errors: [{ messageId: 'deferred' }],
    },
    {
      code: `const set = (key) => (e) => setV((current) => ({ ...current, [key]: e.currentTarget.value }));`,
      errors: [{ messageId: 'deferred' }],
    },
    {
      code: `function onChange(event) { form.setDraft((d) => ({ ...d, name: event.target.value })); }`,
      errors: [{ messageId: 'deferred' }],
    },
    {
      code: `const C = () => <input onBlur={(e) => setTimeout(() => check(e.currentTarget.value), 100)} />;`,
      errors: [{ messageId: 'deferred' }],
    },
    {
      code: `const C = () => <input onChange={(e) => load().then(() => use(e.target.value))} />;`,
      errors: [{ messageId: 'deferred' }],
    },
    {
      code: `async function submit(event) { await save(); event.currentTarget.reset(); }`,
      errors: [{ messageId: 'afterAwait' }],
    },
  ],
});

describe("the project's lint configuration", () => {
  it('refuses an event read inside a state updater in a staff screen', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const eslint = new ESLint({ cwd: root });
    const planted = [
      "import { useState } from 'react';",
      '',
      'export function Planted() {',
      "  const [lines, setLines] = useState<string[]>(['']);",
      '  return (',
      '    <input',
      '      value={lines[0]}',
      '      onChange={(e) => setLines((ls) => ls.map((l, j) => (j === 0 ? e.currentTarget.value : l)))}',
      '    />',
      '  );',
      '}',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(planted, { filePath: path.join(root, 'src/features/orders/planted.tsx') });
    const found = result!.messages.filter((m) => m.ruleId === 'local/no-deferred-event-read');
    expect(found).toHaveLength(1);
    expect(found[0]!.line).toBe(8);
  }, 60_000);
});
