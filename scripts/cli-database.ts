import path from 'node:path';
import { getEnv } from '../server/env';
import { createDatabase } from '../db/create-db';

/** Opens the database the server would use (DATABASE_URL, or PGlite under DATA_DIR). */
export function openCliDatabase() {
  const env = getEnv();
  return createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
}
