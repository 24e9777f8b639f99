import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#db/create-db';
import { seedDemoContent } from '#server/seed/seed-demo';
import { createDiskStorage } from '#server/modules/media/disk-storage';
import { createUserSession } from '#tests/support/test-app';
import { PG_TEMPLATE } from '#tests/support/global-setup';
import { migratedDataDir } from '#tests/support/migrated-data-dir';
import { testDatabaseUrl } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { stableJson } from '../shared/content-archive';
import { insertSubmission } from '../leads/leads.repository';
import { addBlogImage } from '../blog/blog.service';
import { storeImage } from '../media/media.service';
import { addClosedDate } from '../bookings/bookings.availability';
import { backupFileName } from './backup.choices';
import { backupOnSignal, pruneBackups, readBackupStatus, runDailyBackup, waitForBackupOutcome } from './backup.service';
import { BackupError, describeBackup } from './backup.file';
import { createBackup } from './backup.create';
import { restoreBackup } from './backup.restore';
import { tableCounts, toolVersion } from './backup.tools';

const quiet = { info() {}, error() {} };

/**
 * Unlogged tables: PostgreSQL empties them when it recovers, which is how the embedded database's
 * dump comes back (the rate-limit counters of the current minute and hour, decision record 186).
 */
async function unloggedTables(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and c.relpersistence = 'u' and n.nspname in ('public', 'pgboss') order by 1`.execute(
    database.db,
  );
  return rows.map((r) => r.name);
}

/** Every row of every table (site and job queue), as stable text, for comparing two databases. */
async function everything(database: Database, options: { skip?: string[] } = {}): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of Object.keys(await tableCounts(database.db))) {
    if (options.skip?.includes(table)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    out[table] = rows
      .map((row) =>
        stableJson(
          Object.fromEntries(
            Object.entries(row).map(([k, v]) => [
              k,
              v instanceof Date ? v.toISOString() : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
            ]),
          ),
        ),
      )
      .sort();
  }
  return out;
}

/** Every file under a folder with the SHA-256 of its bytes. */
function filesOf(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(root, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/** A site with the demo content and a row in the tables the demo leaves empty. */
async function fillSite(database: Database, dataDir: string) {
  const storage = createDiskStorage(path.join(dataDir, 'media'));
  await seedDemoContent(database.db, { log: { info() {} }, dataDir, storage });
  const photo = await smallJpeg(120, 90);
  await addBlogImage(database.db, await storeImage(storage, photo));
  await addBlogImage(database.db, await storeImage(storage, photo));
  await insertSubmission(database.db, {
    kind: 'contact',
    name: 'Ruth Example',
    email: 'ruth@example.com',
    extra: {},
    ipHash: null,
  });
  await addClosedDate(database.db, {
    office: 'texas',
    startsOn: '2027-01-02',
    endsOn: '2027-01-03',
    label: 'Inventory',
  });
  const { userId } = await createUserSession(database, { admin: true, email: 'staff@example.com' });
  // A row in each table the demo leaves empty, as the site's own code would write it.
  const db = database.db;
  const statements = [
    sql`insert into access_grants (token_hash, tool, zip, name, ip_hash) values ('grant-hash', 'calculator', '75098', 'Ann Example', 'ip')`,
    sql`insert into basket_sessions (id) values ('6f1c1a52-3b0e-4c55-9a8e-0f3a2a1f0c11')`,
    sql`insert into basket_items (session_id, item_type, item_id, item_data)
        values ('6f1c1a52-3b0e-4c55-9a8e-0f3a2a1f0c11', 'package', 'heritage', '{"title": "Heritage"}')`,
    sql`insert into basket_submissions (idempotency_key, basket_session_id, name, email, items, item_count, known_total_cents, preferred_office)
        values ('7a2c1a52-3b0e-4c55-9a8e-0f3a2a1f0c12', '6f1c1a52-3b0e-4c55-9a8e-0f3a2a1f0c11', 'June Example',
                'june@example.com', '[{"title": "Heritage"}]', 1, 250000, 'texas')`,
    sql`insert into bookings (office, consultant, starts_at, ends_at, blocked_until, name, email, topic, token_hash)
        values ('texas', 1, '2027-03-02T15:00:00Z', '2027-03-02T15:45:00Z', '2027-03-02T16:00:00Z', 'Ann Example',
                'ann@example.com', 'new-monument', 'booking-hash')`,
    sql`insert into calculator_estimates (reference, version_id, choices, configuration, summary, total_cents, low_cents, high_cents)
        select 'E-0001', id, '{}', '{}', '{}', 150000, 140000, 160000 from calculator_versions order by id limit 1`,
    sql`insert into events (id, type, payload) values ('8b3c1a52-3b0e-4c55-9a8e-0f3a2a1f0c13', 'lead.created', '{"kind": "contact"}')`,
    sql`insert into email_messages (event_id, event_type, audience, to_addresses, subject, text_body, html_body)
        values ('8b3c1a52-3b0e-4c55-9a8e-0f3a2a1f0c13', 'lead.created', 'office', '{office@example.com}', 'A new message',
                'Hello', '<p>Hello</p>')`,
    sql`insert into webhook_endpoints (url, event_types, secret) values ('https://hooks.example.com/in', '{lead.created}', 'whsec_x')`,
    sql`insert into webhook_deliveries (endpoint_id, event_id, message_id, event_type, reason, body)
        select id, '8b3c1a52-3b0e-4c55-9a8e-0f3a2a1f0c13', 'msg_1', 'lead.created', 'event', '{}' from webhook_endpoints`,
    sql`insert into webhook_attempts (delivery_id, attempt, status_code, duration_ms) select id, 1, 200, 35 from webhook_deliveries`,
    sql`insert into epitaph_designs (reference, answers, stone, layout, fits) values ('ABCD-EFGH', '{"name": "Ruth"}', '{}', '{}', true)`,
    sql`insert into not_found_log (path, last_referrer) values ('/old-page', 'https://example.com/')`,
    sql`insert into rate_limit_counters (key, window_started_at, hits) values ('lead:ip', now(), 3)`,
    sql`insert into server_secrets (name, value) values ('device-cookie', 'secret-value')`,
    sql`insert into setting_secrets (name, value) values ('smtpPassword', 'sealed-value')`,
    sql`insert into settings_history (section, changed_by, changed_by_email, before, after)
        values ('company', ${userId}, 'staff@example.com', '{}', '{}')`,
    sql`insert into ve_commitments (submission_key, package_id, package_name, package_price_cents, deposit_due_cents, name, email)
        select '9c4c1a52-3b0e-4c55-9a8e-0f3a2a1f0c14', id, name, 100000, 50000, 'Lee Example', 'lee@example.com'
        from ve_packages order by id limit 1`,
    sql`insert into ve_commitment_events (commitment_id, stage, detail) select id, 'new', 'Reserved online' from ve_commitments`,
    sql`insert into ve_content (content, updated_by) values ('{"hero": {"title": "Value"}}', 'staff@example.com')`,
    sql`insert into expert_passages (source_kind, source_key, title, url, body)
        values ('faq', 'granite', 'Which granite lasts?', '/faq', 'Granite weathers well for generations.')`,
    sql`insert into password_reset_tokens (token_hash, user_id, expires_at)
        values (decode('00ff', 'hex'), ${userId}, now() + interval '30 minutes')`,
    sql`insert into expert_index_state (id, content_version, fingerprint, passages) values (1, 1, 'f', 1)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

describe('a backup of everything on the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'monument-backup-'));
  const sourceDir = path.join(root, 'site');
  const emptyDir = path.join(root, 'empty');
  const backups = path.join(root, 'backups');
  let source: Database;
  let file: string;

  beforeAll(async () => {
    // A site's folder after its first start (the migrated snapshot), then filled.
    source = await createDatabase({ dataDir: await migratedDataDir(path.join(sourceDir, 'pglite')), log: () => {} });
    await fillSite(source, sourceDir);
    // The demo seed renders its drawings once per machine (then reads them from a cache).
  }, 600_000);
  afterAll(async () => {
    await source.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores into an empty data folder with every table and every file the same', async () => {
    const result = await createBackup({
      database: source,
      mediaDir: path.join(sourceDir, 'media'),
      folder: backups,
      now: new Date('2026-11-27T08:20:00Z'),
    });
    file = result.file;
    expect(path.basename(file)).toBe('monument-site-backup-2026-11-27T082000Z.zip');
    expect(fs.readdirSync(backups)).toEqual([path.basename(file)]);
    expect(result.manifest.media).toMatchObject({ included: true });
    const counts = result.manifest.tables;
    const empty = Object.entries(counts)
      .filter(([, n]) => n === 0)
      .map(([t]) => t);
    console.info(
      `backup of ${Object.keys(counts).length} tables (${Object.keys(counts).length - empty.length} with rows); empty: ${empty.join(', ') || 'none'}`,
    );
    for (const table of [
      'public.orders',
      'public.order_proof_files',
      'public.blog_images',
      'public.users',
      'public.submissions',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }

    const restored = await restoreBackup({
      file,
      dataDir: emptyDir,
      mediaDir: path.join(emptyDir, 'media'),
      replace: false,
    });
    expect(restored.setAside).toBeNull();
    expect(restored.mediaFiles).toBeGreaterThan(100);
    const copy = await createDatabase({ dataDir: path.join(emptyDir, 'pglite'), log: () => {} });
    try {
      const unlogged = await unloggedTables(source);
      expect(unlogged).toEqual(['public.rate_limit_counters']);
      expect(await everything(copy, { skip: unlogged })).toEqual(await everything(source, { skip: unlogged }));
      expect(await tableCounts(copy.db)).toEqual({ ...counts, 'public.rate_limit_counters': 0 });
    } finally {
      await copy.close();
    }
    expect(filesOf(path.join(emptyDir, 'media'))).toEqual(filesOf(path.join(sourceDir, 'media')));
  }, 300_000);

  it('says what it would do and changes nothing when data is there, and moves it aside with --replace', async () => {
    const before = filesOf(path.join(emptyDir, 'pglite'));
    const refusal = await restoreBackup({
      file,
      dataDir: emptyDir,
      mediaDir: path.join(emptyDir, 'media'),
      replace: false,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(
      /^Nothing was changed: this copy already has the database in .* and the media files in /,
    );
    expect((refusal as Error).message).toMatch(/--replace/);
    expect(filesOf(path.join(emptyDir, 'pglite'))).toEqual(before);

    const replaced = await restoreBackup({
      file,
      dataDir: emptyDir,
      mediaDir: path.join(emptyDir, 'media'),
      replace: true,
      now: new Date('2026-11-27T09:00:00Z'),
    });
    expect(replaced.setAside).toBe(path.join(emptyDir, 'before-restore-2026-11-27T090000Z'));
    expect(fs.existsSync(path.join(replaced.setAside!, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(path.join(replaced.setAside!, 'media'))).toContain('public');
  }, 300_000);

  it('never touches the data folder of a running site, even with --replace', async () => {
    // `source` holds its folder's lock, as the running site does.
    const refusal = await restoreBackup({
      file,
      dataDir: sourceDir,
      mediaDir: path.join(sourceDir, 'media'),
      replace: true,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(/^The site is running \(process \d+\)/);
    expect(await describeBackup(file)).toMatchObject({ format: 'monument-site-backup', database: { kind: 'pglite' } });
  });

  it('the daily backup notes its outcome for the dashboard and keeps 14 days', async () => {
    const dataDir = path.join(root, 'daily');
    const folder = path.join(dataDir, 'backups');
    fs.mkdirSync(folder, { recursive: true });
    const day = 86_400_000;
    const now = new Date('2026-11-27T08:20:00Z');
    for (const age of [20, 15, 13, 1])
      fs.writeFileSync(path.join(folder, backupFileName(new Date(now.getTime() - age * day))), 'x');
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'kept');
    expect((await readBackupStatus(dataDir, { daily: true, keepDays: 14 })).lastGood).toBeNull();

    const result = await runDailyBackup(
      { database: source, dataDir, mediaDir: path.join(sourceDir, 'media'), keepDays: 14, now },
      quiet,
    );
    expect(result).not.toBeNull();
    expect(fs.readdirSync(folder).sort()).toEqual(
      [
        'notes.txt',
        'status.json',
        backupFileName(now),
        backupFileName(new Date(now.getTime() - 13 * day)),
        backupFileName(new Date(now.getTime() - day)),
      ].sort(),
    );
    // Read as of the backup's own day (the test's clock), not the day the test runs.
    const status = await readBackupStatus(dataDir, { daily: true, keepDays: 14 }, now);
    expect(status).toMatchObject({
      lastGood: { file: backupFileName(now), at: now.toISOString(), bytes: result!.bytes },
      lastFailure: null,
      stale: false,
    });
    // Two days without a newer one: the dashboard warns.
    expect(
      (await readBackupStatus(dataDir, { daily: true, keepDays: 14 }, new Date(now.getTime() + 2 * day))).stale,
    ).toBe(true);

    // A failure after it is shown with the last good one still named.
    const broken = {
      ...source,
      jobConnection: { connectionString: 'postgres://nobody@127.0.0.1:1/none' },
      driver: 'postgres' as const,
    };
    const failed = await runDailyBackup(
      { database: broken, dataDir, mediaDir: null, keepDays: 14, now: new Date(now.getTime() + day) },
      quiet,
    );
    expect(failed).toBeNull();
    const after = await readBackupStatus(dataDir, { daily: true, keepDays: 14 });
    expect(after.lastGood?.file).toBe(backupFileName(now));
    expect(after.lastFailure?.message).toMatch(/pg_dump/);
  }, 300_000);

  it('a running site makes the backup when `npm run backup` asks (a signal), and the command reads the outcome', async () => {
    const dataDir = path.join(root, 'asked');
    const stop = backupOnSignal(
      { database: source, dataDir, mediaDir: path.join(sourceDir, 'media'), keepDays: 14 },
      quiet,
      'SIGUSR2',
    );
    try {
      const since = new Date(Date.now() - 1000);
      process.kill(process.pid, 'SIGUSR2');
      const outcome = await waitForBackupOutcome(dataDir, since, 120_000);
      expect(outcome && 'good' in outcome ? outcome.good.file : outcome).toMatch(/^monument-site-backup-.*\.zip$/);
      expect(fs.readdirSync(path.join(dataDir, 'backups'))).toContain(
        (outcome as { good: { file: string } }).good.file,
      );
    } finally {
      stop();
    }
  }, 180_000);

  it('keeps the newest backup whatever its age', async () => {
    const folder = fs.mkdtempSync(path.join(root, 'old-'));
    const old = backupFileName(new Date('2026-01-01T00:00:00Z'));
    fs.writeFileSync(path.join(folder, old), 'x');
    expect(await pruneBackups(folder, 14, new Date('2026-11-27T00:00:00Z'))).toEqual([]);
  });
});

// PostgreSQL: pg_dump and pg_restore, when a test server and the client tools are both here.
const postgresUrl = testDatabaseUrl;
const pgDump = await toolVersion('pg_dump');
const skipReason = !postgresUrl
  ? 'TEST_DATABASE_URL is not set'
  : !pgDump
    ? 'pg_dump is not installed on this machine'
    : null;
if (skipReason) console.info(`Skipping the PostgreSQL backup test: ${skipReason}.`);

describe.skipIf(skipReason !== null)('a backup of everything on PostgreSQL (pg_dump and pg_restore)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'monument-backup-pg-'));
  const names = [`backup_src_${randomBytes(4).toString('hex')}`, `backup_dst_${randomBytes(4).toString('hex')}`];
  const urlOf = (name: string) => {
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let source: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${names[0]} template ${PG_TEMPLATE}`);
    await admin.query(`create database ${names[1]}`);
    await admin.end();
    source = await createDatabase({ databaseUrl: urlOf(names[0]!), poolSize: 4 });
    await fillSite(source, path.join(root, 'site'));
  }, 600_000);
  afterAll(async () => {
    await source?.close();
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores into an empty database with every table and every file the same, and refuses to overwrite one without --replace', async () => {
    const result = await createBackup({
      database: source,
      databaseUrl: urlOf(names[0]!),
      mediaDir: path.join(root, 'site', 'media'),
      folder: path.join(root, 'backups'),
    });
    expect(result.manifest.database).toMatchObject({ kind: 'postgres', tool: pgDump });
    await restoreBackup({
      file: result.file,
      databaseUrl: urlOf(names[1]!),
      dataDir: path.join(root, 'restored'),
      mediaDir: path.join(root, 'restored', 'media'),
      replace: false,
    });
    const copy = await createDatabase({ databaseUrl: urlOf(names[1]!), poolSize: 2 });
    try {
      expect(await everything(copy)).toEqual(await everything(source));
    } finally {
      await copy.close();
    }
    expect(filesOf(path.join(root, 'restored', 'media'))).toEqual(filesOf(path.join(root, 'site', 'media')));

    const refusal = await restoreBackup({
      file: result.file,
      databaseUrl: urlOf(names[1]!),
      dataDir: path.join(root, 'restored'),
      mediaDir: path.join(root, 'restored', 'media'),
      replace: false,
    }).catch((error: unknown) => error);
    expect((refusal as Error).message).toMatch(
      /^Nothing was changed: this copy already has the tables in DATABASE_URL/,
    );
  }, 600_000);
});
