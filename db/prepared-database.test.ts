import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPreparedDatabase, PREPARED_MARKER, preparedDatabaseDir } from './prepared-database';
import { installedPgliteVersion } from './pglite-settings';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A prepared folder as the build writes it (a stand-in database: its files, PG_VERSION among them). */
function prepared(pglite = installedPgliteVersion()) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'));
  made.push(root);
  const database = preparedDatabaseDir(root);
  fs.mkdirSync(path.join(database, 'base'), { recursive: true });
  fs.writeFileSync(path.join(database, 'PG_VERSION'), '18\n');
  fs.writeFileSync(path.join(database, 'base', 'table'), 'rows');
  fs.writeFileSync(path.join(root, PREPARED_MARKER), JSON.stringify({ pglite, madeAt: new Date().toISOString() }));
  return root;
}

function dataDir() {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  made.push(parent);
  return path.join(parent, 'pglite');
}

describe('copyPreparedDatabase', () => {
  it('copies the prepared database into a data folder that has none', () => {
    const target = dataDir();
    const log: string[] = [];
    expect(copyPreparedDatabase(prepared(), target, (m) => log.push(m))).toBe(true);
    expect(fs.readFileSync(path.join(target, 'base', 'table'), 'utf8')).toBe('rows');
    expect(fs.existsSync(`${target}.preparing`)).toBe(false);
    expect(log).toEqual([]);
  });

  it('copies into an empty folder too', () => {
    const target = dataDir();
    fs.mkdirSync(target);
    expect(copyPreparedDatabase(prepared(), target, () => {})).toBe(true);
  });

  it('never touches a data folder that holds a database, or anything else', () => {
    const withDatabase = dataDir();
    fs.mkdirSync(withDatabase);
    fs.writeFileSync(path.join(withDatabase, 'PG_VERSION'), '18\n');
    expect(copyPreparedDatabase(prepared(), withDatabase, () => {})).toBe(false);
    expect(fs.readdirSync(withDatabase)).toEqual(['PG_VERSION']);

    const withFiles = dataDir();
    fs.mkdirSync(withFiles);
    fs.writeFileSync(path.join(withFiles, 'notes.txt'), 'mine');
    expect(copyPreparedDatabase(prepared(), withFiles, () => {})).toBe(false);
    expect(fs.readdirSync(withFiles)).toEqual(['notes.txt']);
  });

  it('leaves a copy made by another PGlite, and says so', () => {
    const target = dataDir();
    const log: string[] = [];
    expect(copyPreparedDatabase(prepared('0.0.1'), target, (m) => log.push(m))).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
    expect(log.join('\n')).toContain('PGlite 0.0.1');
  });

  it('does nothing when the build prepared nothing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'));
    made.push(empty);
    expect(copyPreparedDatabase(empty, dataDir(), () => {})).toBe(false);
    expect(copyPreparedDatabase(path.join(empty, 'missing'), dataDir(), () => {})).toBe(false);
  });
});
