import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Repositories type the rows they read from db/types.ts (Selectable<...Table>, or what Kysely infers
// from the select list), never by hand: a hand-typed row shows up as a type member named after a
// snake_case column, e.g. `source_page: string | null;`. Camel-case domain objects are fine.
const HAND_TYPED_COLUMN = /^\s+[a-z][a-z0-9]*_[a-z0-9_]+\??:\s*[^;\n,(]+;\s*$/m;

function dataAccessFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return dataAccessFiles(full);
    if (entry.name.endsWith('.test.ts')) return [];
    return /(repository|admin-repository)\.ts$|^(media-table|not-found-log)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('repository row types', () => {
  it('come from the generated types, not hand-typed columns', () => {
    const files = dataAccessFiles('server/modules');
    expect(files.length).toBeGreaterThan(5);
    const handTyped = files.filter((file) => HAND_TYPED_COLUMN.test(fs.readFileSync(file, 'utf8')));
    expect(handTyped).toEqual([]);
  });
});
