import fs from 'node:fs';
import path from 'node:path';

/** A signed-up account without the admin role (browser tests only). */
export const E2E_MEMBER = { email: 'member@example.com', password: 'member-password-123' };

/** A second admin who forgets their password (the reset-by-email journey changes it each run). */
export const E2E_FORGETFUL_ADMIN = { email: 'forgetful-admin@example.com', password: 'first-password-never-typed' };

/** The demo admin's generated credentials, as the README tells staff to find them. */
export function demoAdmin(): { email: string; password: string } {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../.tmp/e2e/demo-admin.txt'), 'utf8');
  const email = /email: (.+)/.exec(text)?.[1]?.trim();
  const password = /password: (.+)/.exec(text)?.[1]?.trim();
  if (!email || !password) throw new Error('demo-admin.txt is missing its credentials');
  return { email, password };
}
