import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { seedCemeteriesFromFile } from '../../../scripts/seed-cemeteries';
import { LOOKUP_LIMIT } from './cemeteries.limits';
import { cemeteryCheck, chosenSection, seedDemoCemeteries } from './cemeteries.service';
import { demoCemeteries } from './cemeteries.seed-data';

const roseHill = {
  name: 'Rose Hill',
  town: 'Ada',
  county: 'Pontotoc',
  state: 'OK',
  latitude: '34.77',
  longitude: '-96.67',
  phone: '(580) 555-0100',
  email: 'office@rose-hill.example.org',
  website: 'https://rose-hill.example.org',
  officeHours: 'Weekdays 8 to 4',
};

const sectionB = {
  name: 'Section B',
  kindsAllowed: ['upright', 'slant'],
  maxHeightIn: 36,
  maxWidthIn: '48',
  baseRequired: true,
  foundationRequired: true,
  foundationBy: 'cemetery' as const,
  graniteColors: null,
  settingFeeCents: '350.00',
  permitFeeCents: null,
  approvalLeadDays: 10,
};

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** A quiet stream for the CLI's progress lines, keeping what it printed. */
function captureStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  return { stream, lines };
}

describe.each(databaseTargets)('cemeteries (%s)', (target) => {
  let database: Database;
  let admin: ReturnType<typeof callerFor>;
  let tmp: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = callerFor(database, { sessionToken: (await createUserSession(database, { admin: true })).token });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cemeteries-'));
  });
  afterAll(async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await database.close();
  });

  it('lets staff add a cemetery with its sections, confirm them, and logs every change for undo', async () => {
    const { id, slug } = await admin.admin.cemeteries.create({ slug: null, fields: roseHill });
    expect(slug).toBe('rose-hill-ada');
    let cemetery = await admin.admin.cemeteries.get({ id });
    expect(cemetery).toMatchObject({ name: 'Rose Hill', latitude: 34.77, longitude: -96.67, placeholder: false });
    expect(cemetery.sections).toEqual([
      expect.objectContaining({
        name: 'Whole cemetery',
        kindsAllowed: ['upright', 'slant', 'bevel', 'flat'],
        confirmedOn: null,
      }),
    ]);

    // A second cemetery of the same address name is refused in words.
    expect(await codeOf(admin.admin.cemeteries.create({ slug: null, fields: roseHill }))).toBe('CONFLICT');

    const { sectionId } = await admin.admin.cemeteries.saveSection({
      cemeteryId: id,
      sectionId: null,
      fields: sectionB,
    });
    cemetery = await admin.admin.cemeteries.get({ id });
    expect(cemetery.sections.find((s) => s.id === sectionId)).toMatchObject({
      maxHeightIn: 36,
      maxWidthIn: 48,
      foundationBy: 'cemetery',
      settingFeeCents: 35_000,
      permitFeeCents: null,
    });
    expect(
      await codeOf(admin.admin.cemeteries.saveSection({ cemeteryId: id, sectionId: null, fields: sectionB })),
    ).toBe('CONFLICT');

    // Not confirmed yet: families cannot find it.
    const family = callerFor(database, { ip: freshIp() });
    expect(await family.cemeteries.search({ q: 'Rose Hill' })).toEqual([]);
    expect(await codeOf(family.cemeteries.get({ slug }))).toBe('NOT_FOUND');

    await admin.admin.cemeteries.confirmSection({
      sectionId,
      confirmedOn: '2026-03-12',
      confirmedSource: 'phone',
      confirmedBy: 'Linda at the cemetery office',
    });
    const published = await family.cemeteries.get({ slug });
    expect(published.sections.map((s) => s.name)).toEqual(['Section B']);
    expect(published.sections[0]?.confirmation).toBe('Confirmed by phone with the cemetery office, March 2026.');
    expect(published.sections[0]?.whatToKnow).toContain('Setting fee: $350, paid to the cemetery.');
    expect(published.sections[0]?.whatToKnow).toContain('Permit fee: set by the cemetery.');

    // Every change is in the history; the last (the confirmation) is undone while nothing came after.
    const history = await admin.admin.cemeteries.history({ slug });
    expect(history.map((h) => h.action)).toEqual(['update', 'update', 'create']);
    await admin.admin.cemeteries.undo({ id: history[0]!.id });
    expect(await codeOf(family.cemeteries.get({ slug }))).toBe('NOT_FOUND');
    expect(await codeOf(admin.admin.cemeteries.undo({ id: history[0]!.id }))).toBe('CONFLICT');
    // An older change cannot be undone over a later one.
    const after = await admin.admin.cemeteries.history({ slug });
    expect(await codeOf(admin.admin.cemeteries.undo({ id: after[3]!.id }))).toBe('CONFLICT');

    // A cemetery keeps one section at least; a delete is undone by putting it back.
    // An undo puts the sections back as they were (new ids): read them again.
    const whole = (await admin.admin.cemeteries.get({ id })).sections.find((s) => s.name === 'Whole cemetery')!;
    await admin.admin.cemeteries.deleteSection({ sectionId: whole.id });
    const [only] = (await admin.admin.cemeteries.get({ id })).sections;
    expect(await codeOf(admin.admin.cemeteries.deleteSection({ sectionId: only!.id }))).toBe('CONFLICT');
    await admin.admin.cemeteries.delete({ id });
    expect(await codeOf(admin.admin.cemeteries.get({ id }))).toBe('NOT_FOUND');
    const [deletion] = await admin.admin.cemeteries.history({ slug });
    expect(deletion?.action).toBe('delete');
    const restored = await admin.admin.cemeteries.undo({ id: deletion!.id });
    expect(restored).toEqual({ slug, restored: true });
    const list = await admin.admin.cemeteries.list({ q: 'rose', state: 'OK' });
    expect(list.items.map((c) => [c.slug, c.sectionCount])).toEqual([[slug, 1]]);
  });

  it('refuses bad input beside the field, never as a server error', async () => {
    expect(await codeOf(admin.admin.cemeteries.create({ slug: null, fields: { ...roseHill, state: 'ZZ' } }))).toBe(
      'BAD_REQUEST',
    );
    expect(
      await codeOf(
        admin.admin.cemeteries.create({ slug: null, fields: { ...roseHill, latitude: '34', longitude: '' } }),
      ),
    ).toBe('BAD_REQUEST');
    const { id } = await admin.admin.cemeteries.create({ slug: 'bad-input-test', fields: roseHill });
    for (const fields of [
      { ...sectionB, kindsAllowed: [] },
      { ...sectionB, maxHeightIn: -3 },
      { ...sectionB, settingFeeCents: 'a lot' },
      { ...sectionB, confirmedOn: '2026-02-30', confirmedSource: 'phone' as const, confirmedBy: 'Ann' },
      { ...sectionB, confirmedOn: '2026-02-03' },
    ]) {
      expect(
        await codeOf(admin.admin.cemeteries.saveSection({ cemeteryId: id, sectionId: null, fields })),
        JSON.stringify(fields),
      ).toBe('BAD_REQUEST');
    }
  });

  it('exports CSV and imports it back all or nothing, refusing bad rows by line, idempotent by slug', async () => {
    const { csv } = await admin.admin.cemeteries.exportCsv();
    expect(csv.startsWith('\uFEFF"slug","name"')).toBe(true);

    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0];
    const good = `${header}\r\n${[
      'quail-hollow-test,Quail Hollow,Roff,Pontotoc,OK,,,,,,,,no,Whole cemetery,upright;flat,40,,,,,,no,yes,us,any,no,yes,150,,5,,2026-01-05,printed,Sam',
      'quail-hollow-test,Quail Hollow,Roff,Pontotoc,OK,,,,,,,,no,North,flat,,,,,,,no,no,,jet_black;georgia_gray,no,no,,,,,2026-01-05,printed,Sam',
    ].join('\r\n')}\r\n`;
    const bad = `${header}\r\n${[
      'first-good-test,First Good,Ada,Pontotoc,OK,,,,,,,,no,Whole cemetery,upright,,,,,,,no,no,,any,no,yes,,,,,,,',
      'bad-state-test,Bad State,Ada,Pontotoc,XX,,,,,,,,no,Whole cemetery,upright,,,,,,,no,no,,any,no,yes,,,,,,,',
      'bad-kind-test,Bad Kind,Ada,Pontotoc,OK,,,,,,,,no,Whole cemetery,obelisk,,,,,,,maybe,no,,any,no,yes,,,,,,,',
    ].join('\r\n')}\r\n`;

    const refused = await admin.admin.cemeteries.importCsv({ csv: bad });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(refused.problems[0]?.message).toMatch(/state/);
    expect(refused.problems[1]?.message).toMatch(/base_required must be yes or no/);
    // Nothing half imported: the good first row is not there either.
    expect((await admin.admin.cemeteries.list({ q: 'first-good-test' })).total).toBe(0);

    expect(await admin.admin.cemeteries.importCsv({ csv: good })).toEqual({
      ok: true,
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    expect(await admin.admin.cemeteries.importCsv({ csv: good })).toEqual({
      ok: true,
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const [item] = (await admin.admin.cemeteries.list({ q: 'Quail Hollow' })).items;
    const quail = await admin.admin.cemeteries.get({ id: item!.id });
    expect(quail.sections.map((s) => [s.name, s.kindsAllowed, s.graniteColors, s.settingFeeCents])).toEqual([
      ['Whole cemetery', ['upright', 'flat'], null, 15_000],
      ['North', ['flat'], ['jet_black', 'georgia_gray'], null],
    ]);

    // The whole export, read back, changes nothing.
    const again = await admin.admin.cemeteries.exportCsv();
    const result = await admin.admin.cemeteries.importCsv({ csv: again.csv });
    expect(result).toMatchObject({ ok: true, created: 0, updated: 0 });
  });

  it('finds a published cemetery by name or town with a typo, at most ten, only when confirmed', async () => {
    expect(await seedDemoCemeteries(database.db)).toBe(demoCemeteries.length);
    expect(await seedDemoCemeteries(database.db)).toBe(0);
    const family = callerFor(database, { ip: freshIp() });
    const found = await family.cemeteries.search({ q: 'Rosehil' });
    expect(found[0]).toMatchObject({ slug: 'rose-hill-cemetery-ada', name: 'Rose Hill Cemetery', state: 'OK' });
    expect((await family.cemeteries.search({ q: 'wyle' })).map((c) => c.slug)).toContain(
      'wylie-memorial-gardens-wylie',
    );
    expect((await family.cemeteries.search({ q: 'farmersvile', state: 'TX' }))[0]?.slug).toBe(
      'farmersville-city-cemetery-farmersville',
    );
    expect(await family.cemeteries.search({ q: 'Rose Hill', state: 'TX' })).toEqual([]);
    // Unconfirmed demo rules are not published.
    expect((await family.cemeteries.search({ q: 'Nevada Community' })).map((c) => c.slug)).not.toContain(
      'nevada-community-cemetery-nevada',
    );
    expect((await family.cemeteries.search({ q: 'cemetery' })).length).toBeLessThanOrEqual(10);
    expect(await codeOf(family.cemeteries.search({ q: 'a' }))).toBe('BAD_REQUEST');
  });

  it('keeps what a record needs of the cemetery a family chose, checked on the server', async () => {
    const tall = { kind: 'upright' as const, heightIn: 42, widthIn: 36, depthIn: 8, granite: 'jet_black' };
    const check = await cemeteryCheck(database.db, { slug: 'rose-hill-cemetery-ada', section: 'section b' }, [tall]);
    expect(check).toMatchObject({
      slug: 'rose-hill-cemetery-ada',
      name: 'Rose Hill Cemetery',
      section: 'Section B',
      settingFeeCents: 35_000,
      permitFeeCents: 7_500,
      approvalLeadDays: 10,
    });
    expect(check?.findings.map((f) => f.rule)).toEqual(['max_height', 'base_required']);
    expect(check?.findings[0]?.message).toMatch(
      /^Rose Hill Cemetery, section B allows upright monuments up to 36 in tall; yours is 42 in\. Confirmed/,
    );
    expect(check?.notes).toContain('A concrete foundation is required, poured by the cemetery.');
    // A cemetery of several sections and none named: kept, nothing checked.
    const unnamed = await cemeteryCheck(database.db, { slug: 'rose-hill-cemetery-ada' }, [tall]);
    expect(unnamed).toMatchObject({ slug: 'rose-hill-cemetery-ada', section: null, findings: [] });
    expect((await chosenSection(database.db, 'rose-hill-cemetery-ada'))?.sections).toHaveLength(3);
    // One we do not list, and one whose rules are not confirmed: kept by name, nothing checked.
    expect(await cemeteryCheck(database.db, { notListed: ' Oak Lawn ' }, [tall])).toMatchObject({
      slug: null,
      name: 'Oak Lawn',
      findings: [],
    });
    expect(await cemeteryCheck(database.db, { slug: 'nevada-community-cemetery-nevada' }, [tall])).toMatchObject({
      slug: null,
      name: 'Nevada Community Cemetery',
      findings: [],
    });
    expect(await cemeteryCheck(database.db, { slug: 'no-such-cemetery' }, [tall])).toBeNull();
    expect(await cemeteryCheck(database.db, undefined, [tall])).toBeNull();
  });

  it('limits lookups from one address', async () => {
    const family = callerFor(database, { ip: freshIp() });
    for (let i = 0; i < LOOKUP_LIMIT; i++) await family.cemeteries.search({ q: 'Ada' });
    expect(await codeOf(family.cemeteries.search({ q: 'Ada' }))).toBe('TOO_MANY_REQUESTS');
  });

  it('imports a file from the command line with progress, the same on a second run', async () => {
    const file = path.join(tmp, 'office.csv');
    const { csv } = await admin.admin.cemeteries.exportCsv();
    fs.writeFileSync(file, csv.replace(/rose-hill-cemetery-ada/g, 'rose-hill-cli-test'));
    const first = captureStream();
    const one = await seedCemeteriesFromFile(database.db, file, first.stream);
    expect(one).toMatchObject({ ok: true, created: 1 });
    expect(first.lines.join('')).toMatch(/rose-hill-cli-test/);
    const two = await seedCemeteriesFromFile(database.db, file, captureStream().stream);
    expect(two).toMatchObject({ ok: true, created: 0, updated: 0 });
  });

  it('refuses staff procedures to a signed-in non-admin', async () => {
    const member = callerFor(database, { sessionToken: (await createUserSession(database, { admin: false })).token });
    expect(await codeOf(member.admin.cemeteries.list({}))).toBe('FORBIDDEN');
  });
});
