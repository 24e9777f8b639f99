import path from 'node:path';
import { getEnv } from './env';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { buildApp } from './app';
import { seedDemoContent } from './seed/seed-demo';
import { deleteExpiredSessions } from './modules/auth/session.service';
import { deleteStaleBaskets } from './modules/basket/basket.service';
import { deleteStaleRateLimitCounters } from './modules/rate-limit/rate-limit.service';
import { storageFromEnv } from './modules/media/storage-from-env';

/** Starts the server: database, migrations, demo seed, listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = getEnv();
  const database = await createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  const storage = storageFromEnv(env);
  const app = await buildApp({
    env,
    database,
    storage,
    pages: env.NODE_ENV === 'production' ? 'production' : 'development',
  });
  try {
    await migrateToLatest(database.db);
    if (env.SEED_DEMO) await seedDemoContent(database.db, { log: app.log, dataDir: env.DATA_DIR, storage });
  } catch (error) {
    app.log.fatal({ err: error }, 'database set-up failed');
    await database.close();
    process.exit(1);
  }

  const cleanup = setInterval(
    () => {
      deleteExpiredSessions(database.db).catch((err: unknown) => app.log.error({ err }, 'session clean-up failed'));
      deleteStaleBaskets(database.db)
        .then((removed) => {
          if (removed) app.log.info({ removed }, 'removed baskets untouched for 90 days');
        })
        .catch((err: unknown) => app.log.error({ err }, 'basket clean-up failed'));
      deleteStaleRateLimitCounters(database.db).catch((err: unknown) =>
        app.log.error({ err }, 'rate-limit clean-up failed'),
      );
    },
    60 * 60 * 1000,
  );
  cleanup.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(cleanup);
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Site ready at ${env.SITE_URL} (database: ${database.driver})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
