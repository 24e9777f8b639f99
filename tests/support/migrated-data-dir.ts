import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { SNAPSHOT } from './global-setup';

/**
 * Makes `dir` a PGlite data folder holding the migrated snapshot every test file restores
 * (global-setup), as a server's folder is after its first start: for tests that open a database
 * from a folder (a child process, a restart), without PostgreSQL's initdb and every migration
 * from scratch each time (the migrations are tested on their own).
 */
export async function migratedDataDir(dir: string): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', SNAPSHOT, '-C', dir]);
  return dir;
}
