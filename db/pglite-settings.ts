import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for the embedded database of a small site (decision record 223).
 * Everything PGlite's PostgreSQL allocates lives in one WebAssembly memory that only grows, and
 * its shared memory is zeroed when the database opens, so `shared_buffers` is resident from the
 * first second: at PostgreSQL's default of 128 MB the process started at about 150 MB of
 * WebAssembly memory alone. The whole database of a small site is a few tens of megabytes, and a
 * page PGlite does not hold is one read from the operating system's file cache away.
 *
 * - `shared_buffers=16MB`: the database's own page cache (its hot pages fit).
 * - `work_mem=4MB` (PostgreSQL's default, said here): per sort or hash, and one query runs at a
 *   time (PGlite has one connection), so it bounds itself.
 * - `maintenance_work_mem=16MB`: index builds in migrations; touched memory stays resident.
 * - `temp_buffers=2MB`: temporary tables (none in normal use).
 *
 * `initialMemory` stays at PGlite's 128 MB: its WebAssembly module declares that as its minimum
 * (a smaller value is refused when the module is instantiated), and pages never touched cost no
 * resident memory.
 *
 * Not a setting here: `npm start` runs PostgreSQL's WebAssembly on V8's baseline compiler only
 * (`--liftoff-only`), as optimising its largest function took about 600 MB for two seconds after
 * every start (decision record 233).
 */
export const PGLITE_MEMORY_SETTINGS = {
  shared_buffers: '16MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
} as const;

/** PGlite's own start parameters with the memory settings added (`-c name=value`, as `postgres` takes them). */
export const pgliteStartParams: string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** The installed PGlite's version, read from its package (a prepared database is only used by the same one). */
export function installedPgliteVersion(): string {
  // The package's exports leave out package.json: found from its entry point instead.
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('could not find the installed @electric-sql/pglite package');
    dir = parent;
  }
}
