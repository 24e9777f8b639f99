import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getEnv } from '../server/env';
import { BackupError, describeBackup } from '../server/modules/backup/backup.file';
import { restoreBackup } from '../server/modules/backup/backup.restore';
import { megabytes } from '../server/modules/content-migration/content-migration.zip';

/**
 * `npm run restore -- FILE [--replace]`: puts a backup made by `npm run backup` (or the daily
 * backup) back into DATA_DIR, or into DATABASE_URL (decision record 186). Says what it will do;
 * data already there is replaced only with --replace, and is moved aside, never deleted.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 1) {
  console.log(
    'Usage: npm run restore -- FILE [--replace]\n' +
      'Restores a backup (the database and the media files) into DATA_DIR, or into DATABASE_URL.\n' +
      '--replace  replace the data that is there (it is moved to DATA_DIR/before-restore-<time>).',
  );
  process.exit(values.help ? 0 : 1);
}
const env = getEnv();
const file = path.resolve(positionals[0]!);

async function main(): Promise<number> {
  if (!fs.existsSync(file)) {
    console.error(`There is no file ${file}.`);
    return 1;
  }
  try {
    const manifest = await describeBackup(file);
    const tables = Object.keys(manifest.tables).length;
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup of ${manifest.createdAt}: the ${manifest.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database (${tables} tables, ${rows} rows)`,
    );
    console.log(
      manifest.media.included
        ? `  and ${manifest.media.files} media files (${megabytes(manifest.media.bytes)}).`
        : `  without media files: ${manifest.media.reason}`,
    );
    console.log(`Restoring into ${env.DATABASE_URL ? 'DATABASE_URL' : path.resolve(env.DATA_DIR)}...`);
    const result = await restoreBackup({
      file,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      mediaDir: env.S3_BUCKET ? null : path.join(env.DATA_DIR, 'media'),
      replace: values.replace,
      log: (line) => console.log(`  ${line}`),
    });
    console.log('Restored. Start the site as usual (npm start).');
    if (result.setAside) console.log(`What was there before is in ${result.setAside}; delete it when you are sure.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
