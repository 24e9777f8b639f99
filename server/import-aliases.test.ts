import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// package.json "imports" is what Node, Vite, Vitest and esbuild read; TypeScript reads the same
// map from tsconfig.json "paths". The two must never disagree.
describe('import aliases', () => {
  it('are the same in package.json and tsconfig.json', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { imports: Record<string, string> };
    const tsconfig = ts.parseConfigFileTextToJson('tsconfig.json', fs.readFileSync('tsconfig.json', 'utf8')).config as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTs = Object.fromEntries(
      Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [alias, target]),
    );
    expect(fromTs).toEqual(pkg.imports);
    expect(Object.keys(pkg.imports)).toEqual(expect.arrayContaining(['#server/*', '#src/*', '#db/*', '#content/*']));
  });
});
