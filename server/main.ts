// First: zod without `new Function`, before any module defines a schema (decision record 187).
import './lib/zod-config';
import path from 'node:path';
import { getEnv } from './env';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { buildApp } from './app';
import { seedDemoContent } from './seed/seed-demo';
import { JobRunner } from './jobs/job-runner';
import { storageFromEnv } from './modules/media/storage-from-env';
import { backupOnSignal, dailyBackupJob } from './modules/backup/backup.service';

/**
 * What the build prepared for a first start (decision record 225): beside the bundle
 * (dist/server/main.js -> dist/first-start). Development runs the sources and prepares nothing.
 */
function preparedFolder(): string | undefined {
  const here = import.meta.dirname;
  return here.endsWith(path.join('dist', 'server')) ? path.resolve(here, '../first-start') : undefined;
}

/** Starts the server: database, migrations, demo seed, listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const started = performance.now();
  const phases: Record<string, number> = {};
  const phase = (name: string, since: number) => (phases[name] = Math.round(performance.now() - since));
  const env = getEnv();
  const prepared = preparedFolder();
  let since = performance.now();
  const database = await createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite'), prepared },
  );
  phase('database', since);
  const storage = storageFromEnv(env);
  since = performance.now();
  const app = await buildApp({
    env,
    database,
    storage,
    pages: env.NODE_ENV === 'production' ? 'production' : 'development',
  });
  phase('app', since);
  try {
    since = performance.now();
    await migrateToLatest(database.db);
    phase('migrations', since);
    since = performance.now();
    if (env.SEED_DEMO) await seedDemoContent(database.db, { log: app.log, dataDir: env.DATA_DIR, storage, prepared });
    phase('demoSeed', since);
  } catch (error) {
    app.log.fatal({ err: error }, 'database set-up failed');
    await database.close();
    process.exit(1);
  }

  // The job queue: event delivery (webhooks and email), reminders and the clean-ups as scheduled jobs.
  const jobs = new JobRunner(database, {
    log: app.log,
    siteUrl: env.SITE_URL,
    webhookNetwork: { requireHttps: env.NODE_ENV === 'production' },
    // The embedded database backs itself up every night (decision record 186).
    extraScheduledJobs:
      database.driver === 'pglite'
        ? [
            dailyBackupJob({
              database,
              dataDir: env.DATA_DIR,
              mediaDir: storage.kind === 'disk' ? path.join(env.DATA_DIR, 'media') : null,
              daily: env.BACKUP_DAILY,
              keepDays: env.BACKUP_KEEP_DAYS,
            }),
          ]
        : [],
  });
  try {
    since = performance.now();
    await jobs.start();
    phase('jobQueue', since);
  } catch (error) {
    app.log.fatal({ err: error }, 'the job queue could not start');
    await database.close();
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await jobs.stop();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `npm run backup` while the site runs on the embedded database asks this process (SIGUSR2).
  if (database.driver === 'pglite') {
    backupOnSignal(
      {
        database,
        dataDir: env.DATA_DIR,
        mediaDir: storage.kind === 'disk' ? path.join(env.DATA_DIR, 'media') : null,
        keepDays: env.BACKUP_KEEP_DAYS,
      },
      app.log,
    );
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { startMs: Math.round(performance.now() - started), phases },
    `Site ready at ${env.SITE_URL} (database: ${database.driver})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
