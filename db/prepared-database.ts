import fs from 'node:fs';
import path from 'node:path';
import { dataDirMajor, type UpgradeLog } from './upgrade-data-dir';
import { installedPgliteVersion } from './pglite-settings';

/** Written beside a prepared database: which PGlite made it (only the same one may open a copy). */
export const PREPARED_MARKER = 'prepared-by.json';

export interface PreparedMarker {
  pglite: string;
  madeAt: string;
}

/** The prepared database's folder inside what the build prepares for the first start. */
export const preparedDatabaseDir = (preparedRoot: string) => path.join(preparedRoot, 'pglite');

/**
 * Copies the migrated empty database the build prepared (`npm run build`, decision record 225)
 * into `dataDir` when that holds no database yet: a first start then opens a database instead of
 * running PostgreSQL's initdb and every migration (20-30 s on a busy 2-core machine, a few
 * seconds on a quiet one). Anything else (a database already there, a folder with other files,
 * a copy made by another PGlite version, no prepared copy) leaves `dataDir` alone, and PGlite
 * makes the database as before. The caller holds the data directory's lock.
 */
export function copyPreparedDatabase(preparedRoot: string, dataDir: string, log: UpgradeLog): boolean {
  if (dataDirMajor(dataDir) !== null) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  const source = preparedDatabaseDir(preparedRoot);
  const markerFile = path.join(preparedRoot, PREPARED_MARKER);
  if (!fs.existsSync(markerFile) || dataDirMajor(source) === null) return false;
  const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as PreparedMarker;
  const installed = installedPgliteVersion();
  if (marker.pglite !== installed) {
    log(`The prepared database was made by PGlite ${marker.pglite}, not ${installed}: making a new one instead.`);
    return false;
  }
  // Copied beside the data directory and renamed into place, so a start stopped half-way leaves
  // no half database behind (the next start removes the partial copy and copies again).
  const staging = `${dataDir}.preparing`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(source, staging, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(staging, dataDir);
  return true;
}
