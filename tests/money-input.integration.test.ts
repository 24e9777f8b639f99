import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Database } from '#db/create-db';
import { signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { pricingConfigSchema } from '#server/modules/calculator/calculator.schema';
import { demoPricingConfig } from '#server/modules/calculator/calculator.seed-data';
import { seedCalculator } from '#server/modules/calculator/calculator.service';

/**
 * Money reaches the server the way staff typed it or as cents; either way it is read as US money
 * ("1,650" is $1,650.00, never $1.65) and nonsense is refused beside its field, never stored.
 */

/** The message a refused call carries for one field, or 'OK'. */
async function refusal(call: Promise<unknown>, field: string): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const issues = (error.cause as { issues?: Array<{ path: PropertyKey[]; message: string }> } | undefined)?.issues;
    const found = issues?.find((issue) => issue.path.map(String).includes(field));
    return `${error.code}: ${found?.message ?? error.message}`;
  }
}

const order = (priceCents: unknown, depositCents: unknown = null) => ({
  name: 'Ruth Ann Whitaker',
  email: 'ruth@example.com',
  phone: '(580) 555-0180',
  office: 'oklahoma' as const,
  inscription: 'HAROLD JAMES WHITAKER',
  cemetery: null,
  plot: null,
  soldKind: 'description' as const,
  soldReference: null,
  soldDescription: 'Gray granite upright',
  priceCents: priceCents as number,
  depositCents: depositCents as number,
  expectedInstallation: null,
});

describe.each(databaseTargets)('money as staff type it, at the server (%s)', (target) => {
  let database: Database;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    staff = await signedInCaller(database, { admin: true });
  });
  afterAll(() => database.close());

  it('stores "1,650", "$1,650.00" and "1650" on an order as $1,650.00', async () => {
    for (const typed of ['1,650', '$1,650.00', '1650']) {
      const created = await staff.admin.orders.open(order(typed, '$825.50'));
      expect(created.priceCents, typed).toBe(165_000);
      expect(created.depositCents).toBe(82_550);
      const row = await database.db
        .selectFrom('orders')
        .select(['price_cents', 'deposit_cents'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.price_cents)).toBe(165_000);
      expect(Number(row.deposit_cents)).toBe(82_550);
    }
    // Cents, as the staff screens send them, still work.
    expect((await staff.admin.orders.open(order(165_000))).priceCents).toBe(165_000);
  });

  it('refuses nonsense on an order beside the field, and stores nothing', async () => {
    const before = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(await refusal(staff.admin.orders.open(order('$1,6O0')), 'priceCents')).toMatch(
      /^BAD_REQUEST: .*letter O where a number should be/,
    );
    expect(await refusal(staff.admin.orders.open(order('1.2.3')), 'priceCents')).toMatch(
      /^BAD_REQUEST: .*more than one decimal point/,
    );
    expect(await refusal(staff.admin.orders.open(order('1,65,0')), 'priceCents')).toMatch(
      /^BAD_REQUEST: The commas in/,
    );
    expect(await refusal(staff.admin.orders.open(order(1650.5)), 'priceCents')).toBe(
      'BAD_REQUEST: Please enter the price in whole cents',
    );
    expect(await refusal(staff.admin.orders.open(order(Number.NaN)), 'priceCents')).toMatch(/^BAD_REQUEST/);
    expect(await refusal(staff.admin.orders.open(order(Infinity)), 'priceCents')).toMatch(/^BAD_REQUEST/);
    expect(await refusal(staff.admin.orders.open(order('-20')), 'priceCents')).toMatch(/without a minus sign/);
    expect(await refusal(staff.admin.orders.open(order('$20,000,000')), 'priceCents')).toMatch(/over \$10,000,000/);
    const after = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('reads a package price and a commitment final price the same way', async () => {
    const fields = {
      name: 'Money Test Flat',
      granite: 'Georgia Gray',
      style: 'Flat marker',
      summary: 'A flat grass marker in Georgia Gray granite.',
      includes: ['Georgia Gray flat marker'],
      imageAlt: 'Gray flat marker illustration',
    };
    const created = await staff.admin.valueEngineering.createPackage({
      id: 'money-test-flat',
      ...fields,
      priceCents: '$1,650' as unknown as number,
    });
    expect(created.priceCents).toBe(165_000);
    expect(
      await refusal(
        staff.admin.valueEngineering.updatePackage({
          id: 'money-test-flat',
          ...fields,
          priceCents: '1,6O0' as unknown as number,
        }),
        'priceCents',
      ),
    ).toMatch(/^BAD_REQUEST: .*letter O/);
    const kept = (await staff.admin.valueEngineering.packages()).find((p) => p.id === 'money-test-flat');
    expect(kept?.priceCents).toBe(165_000);
    expect(
      await refusal(
        staff.admin.valueEngineering.recordFinalPrice({ id: 1, finalPriceCents: '1.2.3' as unknown as number }),
        'finalPriceCents',
      ),
    ).toMatch(/^BAD_REQUEST: .*more than one decimal point/);
  });

  it('reads a calculator rate typed "1,650" as $1,650.00, never $1.65, and refuses "$1,6O0"', async () => {
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    const demo = pricingConfigSchema.parse(demoPricingConfig);
    const georgia = demo.colors.find((c) => c.key === 'georgia_gray')!;
    const { revision } = await staff.admin.calculator.draft();
    await staff.admin.calculator.saveItem({
      baseRevision: revision,
      originalKey: 'georgia_gray',
      change: { section: 'colors', item: { ...georgia, ratePerCubicFootCents: '1,650' as unknown as number } },
    });
    const draft = await staff.admin.calculator.draft();
    expect(draft.document.colors.find((c) => c.key === 'georgia_gray')?.ratePerCubicFootCents).toBe(165_000);
    expect(
      await refusal(
        staff.admin.calculator.saveItem({
          baseRevision: draft.revision,
          originalKey: 'georgia_gray',
          change: { section: 'colors', item: { ...georgia, ratePerCubicFootCents: '$1,6O0' as unknown as number } },
        }),
        'ratePerCubicFootCents',
      ),
    ).toMatch(/^BAD_REQUEST: .*letter O/);
    const unchanged = await staff.admin.calculator.draft();
    expect(unchanged.revision).toBe(draft.revision);
  });
});
