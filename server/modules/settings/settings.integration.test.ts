import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { seededSettings } from '#tests/support/seeded-business';
import { readSecret } from './settings.service';

type OfficesValue = {
  offices: Array<Record<string, unknown> & { phone: string; geo: { lat: number; lng: number } }>;
  hours: { days: string; opens: string; closes: string; label: string };
  timeZone: string;
  serviceArea: { primaryStates: string[]; summary: string };
};

/** The offices section as staff would send it (the stored one without the derived tel: links). */
function officesInput(sections: Record<string, unknown>): OfficesValue {
  const value = structuredClone(sections.offices) as OfficesValue;
  value.offices = value.offices.map(({ phoneHref: _derived, ...office }) => office) as OfficesValue['offices'];
  return value;
}

function zodFields(error: unknown): Record<string, unknown> {
  const cause = error instanceof TRPCError ? (error.cause as { issues?: Array<{ path: unknown[] }> }) : undefined;
  return Object.fromEntries((cause?.issues ?? []).map((issue) => [issue.path.join('.'), true]));
}

describe.each(databaseTargets)('settings (%s)', (target) => {
  let database: Database;
  let adminToken: string;
  let adminEmail: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const admin = await createUserSession(database, { admin: true });
    adminToken = admin.token;
    adminEmail = admin.email;
  });
  afterAll(() => database.close());

  const admin = () => callerFor(database, { sessionToken: adminToken }).admin.settings;

  it('starts with the facts the site showed before the move, for every visitor', async () => {
    const facts = await callerFor(database).settings.public();
    expect(facts).toEqual(seededSettings);
    expect(facts.business.offices[0]!.phone).toBe('(580) 555-0136');
    expect(facts.business.testimonials).toHaveLength(4);
  });

  it('flags the fictional stand-ins for staff to replace', async () => {
    const staff = await admin().get();
    expect(staff.standIns).toContain('offices.offices.0.phone');
    expect(staff.standIns).toContain('company.email');
    expect(staff.secretsSet).toEqual({ smtpPassword: false, aiApiKey: false });
  });

  it('saves an office phone, answers exactly what changed, and every page reads the new one', async () => {
    const value = officesInput((await admin().get()).sections);
    value.offices[0]!.phone = '(580) 555-0199';
    const result = await admin().update({ section: 'offices', value: value as never });
    expect(result.changes).toEqual([
      { path: 'offices.0.phone', before: '(580) 555-0136', after: '(580) 555-0199' },
      { path: 'offices.0.phoneHref', before: 'tel:+15805550136', after: 'tel:+15805550199' },
    ]);
    const facts = await callerFor(database).settings.public();
    expect(facts.business.offices[0]).toMatchObject({ phone: '(580) 555-0199', phoneHref: 'tel:+15805550199' });
  });

  it('records who changed what and when, and undoes a change from the history', async () => {
    const history = await admin().history();
    const entry = history[0]!;
    expect(entry).toMatchObject({ section: 'offices', changedByEmail: adminEmail, undoneAt: null });
    expect(entry.changes.map((change) => change.path)).toContain('offices.0.phone');
    expect(Date.now() - new Date(entry.changedAt).getTime()).toBeLessThan(60_000);

    const undone = await admin().undo({ id: entry.id });
    expect(undone.changes).toContainEqual({
      path: 'offices.0.phone',
      before: '(580) 555-0199',
      after: '(580) 555-0136',
    });
    expect((await callerFor(database).settings.public()).business.offices[0]!.phone).toBe('(580) 555-0136');
    const after = await admin().history();
    expect(after[0]).toMatchObject({ undoOf: entry.id });
    expect(after.find((e) => e.id === entry.id)?.undoneAt).not.toBeNull();
    // Twice is refused.
    expect(await codeOf(admin().undo({ id: entry.id }))).toBe('CONFLICT');
  });

  it('refuses to undo a change that a later change has overwritten', async () => {
    const first = await admin().update({
      section: 'pricing',
      value: { depositPercent: 40, typicalSavings: { low: 15, high: 25 } },
    });
    await admin().update({ section: 'pricing', value: { depositPercent: 30, typicalSavings: { low: 10, high: 20 } } });
    expect(await codeOf(admin().undo({ id: first.historyId! }))).toBe('CONFLICT');
    const facts = await callerFor(database).settings.public();
    expect(facts.business.pricing).toEqual({
      depositPercent: 30,
      typicalSavings: { low: 10, high: 20, label: '10-20%' },
    });
  });

  it('refuses bad values beside their fields and saves nothing', async () => {
    const value = officesInput((await admin().get()).sections);
    value.offices[1]!.phone = 'call us';
    value.hours.opens = '17:00';
    value.hours.closes = '09:00';
    const before = (await admin().history()).length;
    let error: unknown;
    try {
      await admin().update({ section: 'offices', value: value as never });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(zodFields(error)).toMatchObject({ 'value.offices.1.phone': true, 'value.hours.closes': true });
    expect((await admin().history()).length).toBe(before);
    expect(
      await codeOf(
        admin().update({ section: 'pricing', value: { depositPercent: 50, typicalSavings: { low: 30, high: 10 } } }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        admin().update({ section: 'notifications', value: { ...emptyNotifications(), contact: ['not-an-email'] } }),
      ),
    ).toBe('BAD_REQUEST');
  });

  it('keeps secrets write-only: stored, flagged as set, never returned by any procedure', async () => {
    const password = 'smtp-secret-9c1f4e7a';
    const apiKey = 'sk-test-5b2d8e1c0a9f';
    await admin().update({
      section: 'smtp',
      value: {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        username: 'office',
        fromAddress: 'office@example.com',
        password: { value: password },
      },
    });
    await admin().update({
      section: 'ai',
      value: { baseUrl: 'https://api.example.com/v1', model: 'small-model', apiKey: { value: apiKey } },
    });
    expect(await readSecret(database.db, 'smtp.password')).toBe(password);
    expect(await readSecret(database.db, 'ai.apiKey')).toBe(apiKey);

    const staff = await admin().get();
    expect(staff.secretsSet).toEqual({ smtpPassword: true, aiApiKey: true });
    const everything = JSON.stringify([staff, await admin().history(), await callerFor(database).settings.public()]);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(apiKey);

    // Saving without a new value keeps the stored one; clearing removes it.
    await admin().update({ section: 'ai', value: { baseUrl: 'https://api.example.com/v1', model: 'other-model' } });
    expect(await readSecret(database.db, 'ai.apiKey')).toBe(apiKey);
    await admin().update({ section: 'ai', value: { baseUrl: '', model: '', apiKey: { clear: true } } });
    expect(await readSecret(database.db, 'ai.apiKey')).toBeNull();
    expect((await admin().get()).secretsSet.aiApiKey).toBe(false);
  });

  it('refuses visitors and signed-in non-admins', async () => {
    const member = await createUserSession(database, { admin: false });
    for (const caller of [callerFor(database), callerFor(database, { sessionToken: member.token })]) {
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain(await codeOf(caller.admin.settings.get()));
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain(
        await codeOf(
          caller.admin.settings.update({
            section: 'gates',
            value: { calculatorAccessForm: false, designToolAccessForm: false },
          }),
        ),
      );
    }
  });
});

function emptyNotifications() {
  return {
    contact: [],
    estimate: [],
    accessForm: [],
    quoteRequest: [],
    booking: [],
    commitment: [],
    proofDecision: [],
  };
}
