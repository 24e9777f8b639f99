import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The tables of the generated database types (`npm run db:types`): the keys of `interface DB`. */
function generatedTables(): string[] {
  const types = fs.readFileSync(path.join(root, 'db/types.ts'), 'utf8');
  const body = /export interface DB \{([\s\S]*?)\n\}/.exec(types)?.[1];
  if (!body) throw new Error('db/types.ts has no `export interface DB`: was it generated?');
  return [...body.matchAll(/^\s+([a-z_]+):/gm)].map((match) => match[1]!);
}

describe('every table has one owner', () => {
  const owned = Object.values(TABLE_OWNERS).flat();

  it('lists every table of db/types.ts', () => {
    const tables = generatedTables();
    expect(tables.length).toBeGreaterThan(30);
    expect(
      tables.filter((table) => !owned.includes(table)),
      'tables without an owner in scripts/eslint-rules/table-owners.js',
    ).toEqual([]);
    expect(
      owned.filter((table) => !tables.includes(table)),
      'owners of tables that no longer exist',
    ).toEqual([]);
  });

  it('gives each table one owner, a folder of server/modules', () => {
    expect(owned.filter((table, index) => owned.indexOf(table) !== index)).toEqual([]);
    for (const domain of Object.keys(TABLE_OWNERS)) {
      expect(fs.existsSync(path.join(root, 'server/modules', domain)), domain).toBe(true);
    }
  });
});
