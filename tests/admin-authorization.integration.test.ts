import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../server/app-router';
import type { Database } from '../db/create-db';
import { callerFor, codeOf, createUserSession } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

// Every procedure under admin.*, found by walking the router: a new admin procedure is covered
// the moment it is added, and the test fails if none is found at all.
const adminPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));

function procedureAt(caller: unknown, path: string): (input?: unknown) => Promise<unknown> {
  return path.split('.').reduce((node: any, key) => node[key], caller);
}

describe.each(databaseTargets)('admin procedures refuse non-admins (%s)', (target) => {
  let database: Database;
  let memberToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    memberToken = (await createUserSession(database, { admin: false })).token;
  });
  afterAll(() => database.close());

  it('finds admin procedures to check', () => {
    expect(adminPaths.length).toBeGreaterThan(0);
  });

  it.each(adminPaths)('%s: UNAUTHORIZED for an anonymous visitor', async (path) => {
    expect(await codeOf(procedureAt(callerFor(database), path)({}))).toBe('UNAUTHORIZED');
  });

  it.each(adminPaths)('%s: FORBIDDEN for a signed-in non-admin', async (path) => {
    expect(await codeOf(procedureAt(callerFor(database, { sessionToken: memberToken }), path)({}))).toBe('FORBIDDEN');
  });
});
