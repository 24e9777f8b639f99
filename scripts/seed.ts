import { getEnv } from '../server/env';
import { migrateToLatest } from '../db/migrator';
import { seedDemoContent } from '../server/seed/seed-demo';
import { openCliDatabase } from './cli-database';

const database = await openCliDatabase();
try {
  await migrateToLatest(database.db);
  await seedDemoContent(database.db, { log: console, dataDir: getEnv().DATA_DIR });
  console.log('Demo content is in place.');
} finally {
  await database.close();
}
