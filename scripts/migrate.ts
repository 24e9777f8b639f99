import { migrateToLatest } from '../db/migrator';
import { openCliDatabase } from './cli-database';

const database = await openCliDatabase();
try {
  const { results } = await migrateToLatest(database.db);
  for (const r of results ?? []) console.log(`${r.status}: ${r.migrationName}`);
  if (!results?.length) console.log('The database is already up to date.');
} finally {
  await database.close();
}
