/**
 * Prepares the browser tests' database before the server starts: migrations, the demo seed
 * (which writes the demo admin's credentials to DATA_DIR/demo-admin.txt) and a signed-up
 * account without the admin role, for the Access Denied journey, and a second admin whose
 * password the reset-by-email journey changes.
 */
import { getEnv } from '#server/env';
import { migrateToLatest } from '#db/migrator';
import { seedDemoContent } from '#server/seed/seed-demo';
import { hashPassword } from '#server/modules/auth/password';
import { grantRole, upsertUser } from '#server/modules/auth/users.repository';
import { openCliDatabase } from '#scripts/cli-database';
import { E2E_FORGETFUL_ADMIN, E2E_MEMBER } from './e2e-accounts';
import { prepareBasketFixture } from './e2e-basket';

const database = await openCliDatabase();
try {
  await migrateToLatest(database.db);
  await seedDemoContent(database.db, { log: { info() {} }, dataDir: getEnv().DATA_DIR });
  await upsertUser(database.db, { email: E2E_MEMBER.email, passwordHash: await hashPassword(E2E_MEMBER.password) });
  const forgetful = await upsertUser(database.db, {
    email: E2E_FORGETFUL_ADMIN.email,
    passwordHash: await hashPassword(E2E_FORGETFUL_ADMIN.password),
  });
  await grantRole(database.db, forgetful.id, 'admin');
  await prepareBasketFixture(database.db, getEnv().DATA_DIR);
} finally {
  await database.close();
}
