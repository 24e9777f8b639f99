/**
 * Prepares the browser tests' database before the server starts: migrations, the demo seed
 * (which writes the demo admin's credentials to DATA_DIR/demo-admin.txt) and a signed-up
 * account without the admin role, for the Access Denied journey, and a second admin whose
 * password the reset-by-email journey changes.
 *
 * The database and the demo pictures start from what the build prepared for a first start
 * (dist/first-start, decision record 225), as the served build's own first start would: PGlite's
 * initdb and every migration took 15-25 s of each run's start on a busy machine (decision 234).
 */
import path from 'node:path';
import { createDatabase } from '#db/create-db';
import { getEnv } from '#server/env';
import { migrateToLatest } from '#db/migrator';
import { seedDemoContent } from '#server/seed/seed-demo';
import { hashPassword } from '#server/modules/auth/password';
import { grantRole, upsertUser } from '#server/modules/auth/users.repository';
import { E2E_FORGETFUL_ADMIN, E2E_MEMBER } from './e2e-accounts';
import { prepareBasketFixture } from './e2e-basket';

const { DATA_DIR, DATABASE_URL } = getEnv();
const prepared = path.resolve('dist/first-start');
const database = await createDatabase(
  DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: path.join(DATA_DIR, 'pglite'), prepared },
);
try {
  await migrateToLatest(database.db);
  await seedDemoContent(database.db, { log: { info() {} }, dataDir: DATA_DIR, prepared });
  await upsertUser(database.db, { email: E2E_MEMBER.email, passwordHash: await hashPassword(E2E_MEMBER.password) });
  const forgetful = await upsertUser(database.db, {
    email: E2E_FORGETFUL_ADMIN.email,
    passwordHash: await hashPassword(E2E_FORGETFUL_ADMIN.password),
  });
  await grantRole(database.db, forgetful.id, 'admin');
  await prepareBasketFixture(database.db, DATA_DIR);
} finally {
  await database.close();
}
