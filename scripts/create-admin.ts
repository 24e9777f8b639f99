/**
 * npm run admin:create -- --email you@example.com [--password ...]
 * Creates an admin (or makes an existing user one, setting the password). Without --password it
 * asks for one; with no terminal to ask at, it generates one and prints it once.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { z } from 'zod';
import { migrateToLatest } from '../db/migrator';
import { newPasswordSchema } from '../server/modules/auth/auth.schema';
import { generatePassword, hashPassword } from '../server/modules/auth/password';
import { grantRole, upsertUser } from '../server/modules/auth/users.repository';
import { openCliDatabase } from './cli-database';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

const email = z.email().safeParse(values.email?.trim());
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password <at least 12 characters>]');
  process.exit(2);
}

let password = values.password;
let generated = false;
if (!password && process.stdin.isTTY) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  password = (await rl.question('Password (leave empty to generate one): ')).trim() || undefined;
  rl.close();
}
if (!password) {
  password = generatePassword();
  generated = true;
}
const checked = newPasswordSchema.safeParse(password);
if (!checked.success) {
  console.error(`Password: ${checked.error.issues[0]?.message}`);
  process.exit(2);
}

const database = await openCliDatabase();
try {
  await migrateToLatest(database.db);
  const { id, created } = await upsertUser(database.db, {
    email: email.data,
    name: values.name ?? null,
    passwordHash: await hashPassword(password),
  });
  await grantRole(database.db, id, 'admin');
  console.log(`${created ? 'Created' : 'Updated'} admin ${email.data}.`);
  if (generated) console.log(`Password (shown once): ${password}`);
} finally {
  await database.close();
}
