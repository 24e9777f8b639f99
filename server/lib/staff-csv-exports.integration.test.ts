import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';

/** What a family might type: accents, a comma, quotes, a line break, and a formula. */
const NAME = 'Zoë “Nana” O’Brien-Núñez, Jr.';
const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const PHONES = ['+1 580 555 0136', '+1 (580) 555-0136', '(580) 555-0136', '+44 20 7946 0958'];
/** Text in the phone field that is not a phone number keeps the guard. */
const NOT_A_PHONE = ['+1+cmd|/C calc!A0', '=1+1', '-2+3', '@SUM(1)', '+SUM(A1)'];

/** The file's bytes as a browser saves them, read by Papa Parse (a parser we did not write). */
function readCsv(csv: string) {
  const bytes = Buffer.from(csv, 'utf8');
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  // Exactly one byte-order mark: the first three bytes, and not again after them.
  expect(bytes.subarray(0, 3).equals(bom)).toBe(true);
  expect(bytes.subarray(3, 6).equals(bom)).toBe(false);
  expect(bytes.indexOf(bom, 3)).toBe(-1);
  const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { header: false, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The cells of one column, by its header. */
function column(rows: string[][], header: string) {
  const index = rows[0]!.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]);
}

describe.each(databaseTargets)('every staff CSV export, read by Papa Parse (%s)', (target) => {
  let database: Database;
  let admin: Awaited<ReturnType<typeof signedInCaller>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    admin = await signedInCaller(database, { admin: true });
    const phones = [...PHONES, ...NOT_A_PHONE];
    const pkg = await database.db.selectFrom('ve_packages').select(['id', 'name', 'price_cents']).executeTakeFirst();
    for (const [i, phone] of phones.entries()) {
      const name = i === 0 ? NAME : i === 1 ? FORMULA : `Family ${i}`;
      await database.db
        .insertInto('submissions')
        .values({ kind: 'contact', name, email: `f${i}@example.com`, phone, message: 'Line one\nline two, "quoted"' })
        .execute();
      await database.db
        .insertInto('basket_submissions')
        .values({
          idempotency_key: randomUUID(),
          basket_session_id: randomUUID(),
          name,
          email: `f${i}@example.com`,
          phone,
          preferred_office: 'oklahoma',
          message: 'Line one\nline two, "quoted"',
          items: JSON.stringify([
            { title: 'Blue Pearl Upright', granite: 'Blue Pearl', size: '24 x 12 in', priceCents: 485000 },
          ]),
          item_count: 1,
          known_total_cents: 485000,
        })
        .execute();
      await database.db
        .insertInto('access_grants')
        .values({ tool: 'calculator', token_hash: randomUUID(), name, email: `f${i}@example.com`, phone, zip: '74820' })
        .execute();
      if (pkg) {
        await database.db
          .insertInto('ve_commitments')
          .values({
            submission_key: randomUUID(),
            package_id: pkg.id,
            package_name: pkg.name,
            package_price_cents: pkg.price_cents,
            deposit_due_cents: 10000,
            name,
            email: `f${i}@example.com`,
            phone,
          })
          .execute();
      }
    }
    expect(pkg).toBeDefined();
  });
  afterAll(async () => {
    await database?.close();
  });

  const exports = {
    'website leads': () => admin.admin.submissions.exportCsv({}),
    'quote requests': () => admin.admin.quoteRequests.exportCsv({}),
    authorizations: () => admin.admin.authorizations.exportCsv({}),
    commitments: () => admin.admin.valueEngineering.exportCsv({}),
  };

  it.each(Object.keys(exports) as Array<keyof typeof exports>)(
    '%s: one byte-order mark, the header, phone numbers as typed, formulas neutralised, text round trips',
    async (name) => {
      const file = await exports[name]();
      expect(file.filename).toMatch(/\.csv$/);
      const rows = readCsv(file.csv);
      expect(rows[0]![0]).not.toMatch(/^\uFEFF/);
      expect(rows[0]).toContain('Name');
      expect(rows[0]).toContain('Phone');
      for (const row of rows) expect(row).toHaveLength(rows[0]!.length);

      const phones = column(rows, 'Phone');
      for (const phone of PHONES) expect(phones).toContain(phone);
      for (const text of NOT_A_PHONE) {
        expect(phones).toContain(`'${text}`);
        expect(phones).not.toContain(text);
      }
      const names = column(rows, 'Name');
      expect(names).toContain(NAME);
      expect(names).toContain(`'${FORMULA}`);
      // No cell a spreadsheet would run, except a phone number exactly as the pattern allows.
      for (const row of rows) {
        for (const cell of row) {
          if (/^[=+\-@\t\r]/.test(cell)) expect(PHONES, cell).toContain(cell);
        }
      }
      if (rows[0]!.includes('Message')) expect(column(rows, 'Message')).toContain('Line one\nline two, "quoted"');
    },
  );
});

describe('the byte-order mark has one home', () => {
  it('no screen adds a byte-order mark of its own to a download', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(entry)) files.push(path);
      }
    };
    walk(join(import.meta.dirname, '../../src'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((path) => /\\uFEFF|\uFEFF/i.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
