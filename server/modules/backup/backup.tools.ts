import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import { BackupError } from './backup.file';

/**
 * What a backup reads besides the database's own dump: the tables' row counts, the media
 * folder's files, and PostgreSQL's client tools (`pg_dump`, `pg_restore`) run as programs.
 */

/** Every table of the site and of the job queue, with its row count, in a stable order. */
export async function tableCounts(db: AppDb): Promise<Record<string, number>> {
  const { rows } = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss')
    order by table_schema, table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows) {
    const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(
      `${schema}.${name}`,
    )}`.execute(db);
    counts[`${schema}.${name}`] = Number(count[0]!.n);
  }
  return counts;
}

/** Every file under a folder, relative to it with forward slashes; half-written `.tmp` files are left out. */
export async function filesUnder(root: string): Promise<Array<{ name: string; file: string; size: number }>> {
  const out: Array<{ name: string; file: string; size: number }> = [];
  if (!fs.existsSync(root)) return out;
  for (const entry of await fsp.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(root, file).split(path.sep).join('/');
    out.push({ name, file, size: (await fsp.stat(file)).size });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes a plain BackupError. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed on this machine, so the PostgreSQL database cannot be ${tool === 'pg_dump' ? 'backed up' : 'restored'} from here. Install the PostgreSQL client tools of your server's version (on Debian or Ubuntu: apt-get install postgresql-client), or use your database host's own backups.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} stopped with an error:\n${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

/** The version line of a client tool ("pg_dump (PostgreSQL) 15.20"), or null when it is missing. */
export function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? out.trim() : null));
  });
}
