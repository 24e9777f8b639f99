import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { pricingConfigSchema } from './calculator.schema';
import { demoPricingConfig } from './calculator.seed-data';
import { getPublished, seedCalculator } from './calculator.service';
import { renameSeededDesigns } from '#migrations/20261127T0220_design_names_and_expert_words';

const demo = pricingConfigSchema.parse(demoPricingConfig);
const messageOf = async (call: Promise<unknown>) => {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? `${error.code}: ${error.message}` : String(error);
  }
};

describe.each(databaseTargets)('admin.calculator (%s)', (target) => {
  let database: Database;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;
  let other: Awaited<ReturnType<typeof signedInCaller>>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    staff = await signedInCaller(database, { admin: true });
    other = await signedInCaller(database, { admin: true });
  });
  afterAll(() => database.close());

  it('starts with an empty draft holding the factors the engine needs, and nothing published', async () => {
    const draft = await staff.admin.calculator.draft();
    expect(draft.revision).toBe(0);
    expect(draft.document.factors.map((f) => f.key)).toEqual([
      'round_to',
      'range_low_percent',
      'range_high_percent',
      'tax_percent',
    ]);
    const overview = await staff.admin.calculator.overview();
    expect(overview.published).toBeNull();
    expect(await staff.admin.calculator.history()).toEqual([]);
  });

  it('seeds, publishes, and a second seed changes nothing', async () => {
    const first = await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    expect(first).toMatchObject({ draftChanged: true, published: true });
    expect(first.counts).toMatchObject({ colors: 15, templates: 9 });
    const again = await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    expect(again).toMatchObject({ draftChanged: false, published: false, versionId: first.versionId });
    const history = await staff.admin.calculator.history();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ note: 'Starting prices', publishedBy: 'the command line' });
  });

  it('saves a color rate in the draft; the impact table and the test screen show draft beside published', async () => {
    const { revision } = await staff.admin.calculator.draft();
    const georgia = demo.colors.find((c) => c.key === 'georgia_gray')!;
    const saved = await staff.admin.calculator.saveItem({
      baseRevision: revision,
      originalKey: 'georgia_gray',
      change: { section: 'colors', item: { ...georgia, ratePerCubicFootCents: 6500 } },
    });
    expect(saved.revision).toBe(revision + 1);

    const impact = await staff.admin.calculator.impact();
    // Single upright: 4.75 cu ft of Georgia Gray (die 3 + base 1.75) at +$10, die P2 +10%:
    // die 285 -> 315, P2 28.50 -> 31.50, base 166.25 -> 183.75: 756.23 -> 806.23 -> $805 (was $755).
    // The table shows the "from" figure families see: 5% below, rounded down to $5: $715 -> $760.
    expect(impact.find((row) => row.key === 'single_upright')).toMatchObject({
      publishedCents: 71500,
      draftCents: 76000,
      differenceCents: 4500,
      differencePercent: 6.3,
      publishedWords:
        'From $715 for a 36-inch Georgia Gray upright with base, lettering, foundation and setting included',
    });
    // India Red is not Georgia Gray: the change does not reach it, and "same" needs no reason.
    expect(impact.find((row) => row.key === 'companion_upright')).toMatchObject({
      differenceCents: 0,
      unchangedReason: null,
    });
    // The bevel marker is Georgia Gray too, but 1 cu ft costs $105 at the new rate: the part's
    // formula keeps it at the factor "Least a part can cost", read from the engine's breakdown.
    expect(impact.find((row) => row.key === 'bevel_marker')).toMatchObject({
      differenceCents: 0,
      unchangedReason: '“Least a part can cost” ($150.00) applies to Bevel marker',
    });

    const test = await staff.admin.calculator.testPrice({ configuration: { templateKey: 'single_upright' } });
    expect(test.draft.ok && test.draft.breakdown.totalCents).toBe(80500);
    expect(test.published.ok && test.published.breakdown.totalCents).toBe(75500);

    const overview = await staff.admin.calculator.overview();
    expect(overview.unpublishedChanges[0]?.summary).toBe('changed the granite color “Georgia Gray”');
    expect(overview.impactSummary).toBe(
      '1 design changes, by +6.3% (Single upright, 36 × 6 × 24 in on a 42 × 12 × 6 in base).',
    );
  });

  it('publishes with a note, refuses a stale publish, and rolls back by publishing an older version', async () => {
    const before = await staff.admin.calculator.draft();
    expect(await codeOf(staff.admin.calculator.publish({ baseRevision: before.revision - 1, note: 'Old view' }))).toBe(
      'CONFLICT',
    );
    const { versionId } = await staff.admin.calculator.publish({
      baseRevision: before.revision,
      note: 'Georgia Gray up',
    });
    const history = await staff.admin.calculator.history();
    expect(history[0]).toMatchObject({ id: versionId, note: 'Georgia Gray up', publishedBy: expect.any(String) });
    // The admin who published, not the command line that seeded the first version.
    expect(history[0]!.publishedBy).not.toBe(history[history.length - 1]!.publishedBy);
    expect((await staff.admin.calculator.impact()).every((row) => row.differenceCents === 0)).toBe(true);

    const first = history[history.length - 1]!;
    const rolled = await staff.admin.calculator.rollback({ versionId: first.id, note: 'Back to the old rate' });
    expect((await staff.admin.calculator.history())[0]).toMatchObject({ id: rolled.versionId, restoredFrom: first.id });
    const test = await staff.admin.calculator.testPrice({ configuration: { templateKey: 'single_upright' } });
    expect(test.published.ok && test.published.breakdown.totalCents).toBe(75500);
    expect(await codeOf(staff.admin.calculator.rollback({ versionId: 99999, note: 'x' }))).toBe('NOT_FOUND');
  });

  it('two staff editing at once: the second save of the same thing is refused, naming the change', async () => {
    const { revision } = await staff.admin.calculator.draft();
    const jet = demo.colors.find((c) => c.key === 'jet_black')!;
    await staff.admin.calculator.saveItem({
      baseRevision: revision,
      originalKey: 'jet_black',
      change: { section: 'colors', item: { ...jet, ratePerCubicFootCents: 12500 } },
    });
    const message = await messageOf(
      other.admin.calculator.saveItem({
        baseRevision: revision,
        originalKey: 'jet_black',
        change: { section: 'colors', item: { ...jet, ratePerCubicFootCents: 11000 } },
      }),
    );
    expect(message).toMatch(/^CONFLICT: While you were editing, .* changed the granite color “Jet Black”/);
    // A different item from the same stale screen is fine.
    const blue = demo.colors.find((c) => c.key === 'blue_pearl')!;
    expect(
      await codeOf(
        other.admin.calculator.saveItem({
          baseRevision: revision,
          originalKey: 'blue_pearl',
          change: { section: 'colors', item: { ...blue, name: 'Blue Pearl (Norway)' } },
        }),
      ),
    ).toBe('OK');
    const draft = await staff.admin.calculator.draft();
    expect(draft.document.colors.find((c) => c.key === 'jet_black')?.ratePerCubicFootCents).toBe(12500);
  });

  it('refuses a bad formula with its position, a duplicate key, and deleting something in use', async () => {
    const draft = await staff.admin.calculator.draft();
    const calc = draft.document.calculations[0]!;
    expect(
      await messageOf(
        staff.admin.calculator.saveItem({
          baseRevision: draft.revision,
          originalKey: calc.key,
          change: { section: 'calculations', item: { ...calc, formula: 'cubic_feet * colour_rate' } },
        }),
      ),
    ).toBe('BAD_REQUEST: Calculation “Granite for one part”, formula: Unknown name "colour_rate" (at character 14)');
    expect(
      await messageOf(
        staff.admin.calculator.saveItem({
          baseRevision: draft.revision,
          originalKey: null,
          change: { section: 'colors', item: { ...draft.document.colors[1]!, name: 'Copy' } },
        }),
      ),
    ).toMatch(/Another granite color already has the key “light_gray”/);
    expect(draft.usages.colors?.india_red).toEqual([
      'template “Companion upright, 60 × 8 × 30 in on a 72 × 14 × 8 in base”',
    ]);
    expect(
      await messageOf(
        staff.admin.calculator.deleteItem({ baseRevision: draft.revision, section: 'colors', key: 'india_red' }),
      ),
    ).toMatch(/is used by template “Companion upright/);
    // A circular calculation is refused, naming the circle.
    expect(
      await messageOf(
        staff.admin.calculator.saveItem({
          baseRevision: draft.revision,
          originalKey: 'fabrication',
          change: {
            section: 'calculations',
            item: { ...draft.document.calculations[1]!, formula: 'calc("stone_cost") + calc("fabrication")' },
          },
        }),
      ),
    ).toMatch(/use each other in a circle: fabrication → fabrication/);
  });

  it('adds, reorders and deletes an unused item', async () => {
    let { revision } = await staff.admin.calculator.draft();
    ({ revision } = await staff.admin.calculator.saveItem({
      baseRevision: revision,
      originalKey: null,
      change: {
        section: 'colors',
        item: {
          key: 'cambrian_black',
          name: 'Cambrian Black',
          ratePerCubicFootCents: 11500,
          swatchImageId: null,
          active: true,
        },
      },
    }));
    const keys = (await staff.admin.calculator.draft()).document.colors.map((c) => c.key);
    const reordered = ['cambrian_black', ...keys.filter((k) => k !== 'cambrian_black')];
    ({ revision } = await staff.admin.calculator.reorder({
      baseRevision: revision,
      section: 'colors',
      keys: reordered,
    }));
    expect((await staff.admin.calculator.draft()).document.colors[0]?.key).toBe('cambrian_black');
    expect(
      await codeOf(staff.admin.calculator.reorder({ baseRevision: revision, section: 'colors', keys: ['x'] })),
    ).toBe('CONFLICT');
    await staff.admin.calculator.deleteItem({ baseRevision: revision, section: 'colors', key: 'cambrian_black' });
    expect((await staff.admin.calculator.draft()).document.colors.some((c) => c.key === 'cambrian_black')).toBe(false);
  });

  it('checks a formula as typed and runs it on sample values', async () => {
    expect(
      await staff.admin.calculator.checkFormula({
        formula: 'max(calc("stone_cost") + calc("fabrication"), factor("minimum_part_price"))',
        sample: { cubic_feet: 3, color_rate: 55 },
      }),
    ).toMatchObject({ ok: true, result: 285 });
    expect(await staff.admin.calculator.checkFormula({ formula: 'length *', sample: {} })).toMatchObject({
      ok: false,
      position: 8,
    });
    expect(await staff.admin.calculator.checkFormula({ formula: 'lookup("nope", 1)', sample: {} })).toMatchObject({
      ok: false,
      message: 'There is no lookup table “nope”',
    });
    expect(await staff.admin.calculator.checkFormula({ formula: 'constructor', sample: {} })).toMatchObject({
      ok: false,
      message: 'The name "constructor" cannot be used in a formula',
    });
  });

  it('exports the draft; import validates with paths, previews every change, and applies after confirmation', async () => {
    const exported = await staff.admin.calculator.exportSettings();
    expect(exported.filename).toMatch(/^calculator-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(exported.text);

    // Round trip: nothing changes.
    expect(await staff.admin.calculator.importPreview({ fileText: exported.text })).toMatchObject({
      ok: true,
      changes: [],
    });

    // Errors name their path in the file.
    const broken = structuredClone(file);
    broken.colors[2].ratePerCubicFootCents = -5;
    broken.partTypes[0].formula = 'length +';
    const refused = await staff.admin.calculator.importPreview({ fileText: JSON.stringify(broken) });
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      { path: 'colors[2].ratePerCubicFootCents', message: 'The amount cannot be negative' },
    ]);
    const badFormula = structuredClone(file);
    badFormula.partTypes[0].formula = 'length +';
    expect(
      (await staff.admin.calculator.importPreview({ fileText: JSON.stringify(badFormula) })).problems[0],
    ).toMatchObject({
      path: 'partTypes[0].formula',
    });
    expect((await staff.admin.calculator.importPreview({ fileText: '{"formatVersion": 2' })).problems[0]?.path).toBe(
      '(file)',
    );

    // A real change: previewed, then applied.
    const changed = structuredClone(file);
    changed.colors[1].ratePerCubicFootCents = 6000;
    changed.addons.pop();
    changed.factors.push({ key: 'permit_fee', name: 'Permit fee', value: 45, description: '' });
    const preview = await staff.admin.calculator.importPreview({ fileText: JSON.stringify(changed) });
    expect(preview.changes).toEqual([
      expect.objectContaining({ section: 'colors', action: 'change', fields: ['ratePerCubicFootCents'] }),
      expect.objectContaining({ section: 'factors', key: 'permit_fee', action: 'add' }),
      expect.objectContaining({ section: 'addons', key: 'qr_plaque', action: 'remove' }),
    ]);
    const { revision } = await staff.admin.calculator.draft();
    expect(
      await codeOf(
        staff.admin.calculator.importApply({ fileText: JSON.stringify(changed), baseRevision: revision - 1 }),
      ),
    ).toBe('CONFLICT');
    await staff.admin.calculator.importApply({ fileText: JSON.stringify(changed), baseRevision: revision });
    const after = await staff.admin.calculator.draft();
    expect(after.document.addons.some((a) => a.key === 'qr_plaque')).toBe(false);
    expect(after.document.colors[1]?.ratePerCubicFootCents).toBe(6000);
  });

  it('hostile formulas end in a clear refusal, never a server error', async () => {
    const hostile = [
      'constructor.constructor("return process")()',
      '__proto__',
      'length["__proto__"]',
      'process.exit(1)',
      'import("fs")',
      'pow(length, 400)',
      '('.repeat(5000) + '1' + ')'.repeat(5000),
      '1 + '.repeat(2500) + '1',
      'fetch("http://example.com")',
      'length / 0',
      '\u0000',
    ];
    const { revision, document } = await staff.admin.calculator.draft();
    for (const formula of hostile) {
      const check = await codeOf(staff.admin.calculator.checkFormula({ formula, sample: { length: 36 } }));
      expect(['OK', 'BAD_REQUEST']).toContain(check);
      const save = await codeOf(
        staff.admin.calculator.saveItem({
          baseRevision: revision,
          originalKey: 'stone_cost',
          change: { section: 'calculations', item: { ...document.calculations[0]!, formula } },
        }),
      );
      expect(save).toBe('BAD_REQUEST');
    }
    const result = await staff.admin.calculator.checkFormula({ formula: 'length / 0', sample: { length: 36 } });
    expect(result).toMatchObject({ ok: false, message: 'Division by zero' });
  });

  it('a chain of calculations each using the one before twice (2^30 uses) saves, and prices with each worked out once', async () => {
    const { revision, document } = await staff.admin.calculator.draft();
    const chain = Array.from({ length: 30 }, (_, i) => ({
      key: `chain_${i + 1}`,
      name: `Chain ${i + 1}`,
      formula: i === 0 ? 'base_length / 1000' : `calc("chain_${i}") + calc("chain_${i}")`,
      description: '',
    }));
    const changed = structuredClone(document);
    changed.calculations.push(...chain);
    changed.lineItems.push({
      key: 'chain_check',
      name: 'Chain check',
      group: 'service',
      condition: '',
      formula: 'calc("chain_30") * 0',
      display: 'charge',
      description: '',
    });
    // Saving prices every template with the chain in it.
    await staff.admin.calculator.importApply({ fileText: JSON.stringify(changed), baseRevision: revision });
    const test = await staff.admin.calculator.testPrice({ configuration: { templateKey: 'single_upright' } });
    if (!test.draft.ok) throw new Error(test.draft.message);
    const line = test.draft.breakdown.lines.find((l) => l.key === 'chain_check')!;
    // One step per calculation of the chain, each recorded once (not 2^30 copies).
    expect(line.steps).toHaveLength(30);
    expect(line.steps.at(-1)).toMatch(/^calc\("chain_30"\) = calc\("chain_29"\) \+ calc\("chain_29"\) = \d+/);
    const check = await staff.admin.calculator.checkFormula({
      formula: 'calc("chain_30")',
      sample: { base_length: 1 },
    });
    expect(check).toMatchObject({ ok: true, result: 2 ** 29 / 1000 });
    expect(check.ok && check.steps).toHaveLength(30);
  });

  it('refuses at save a price list whose worst price would take too many steps, naming the calculation', async () => {
    const { revision, document } = await staff.admin.calculator.draft();
    const changed = structuredClone(document);
    // 18 max() of 20 values each: ~380 steps, shallow enough to be a valid formula.
    const max = `max(${Array.from({ length: 20 }, () => '1').join(', ')})`;
    const terms = Array.from({ length: 18 }, () => max).join(' + ');
    for (let i = 1; i <= 40; i++)
      changed.calculations.push({
        key: `heavy_${i}`,
        name: `Heavy ${i}`,
        formula: i === 1 ? terms : `calc("heavy_${i - 1}") + ${terms}`,
        description: '',
      });
    const heavyLine = (i: number) => ({
      key: `heavy_line_${i}`,
      name: `Heavy line ${i}`,
      group: 'service' as const,
      condition: '',
      formula: `calc("heavy_40") * 0`,
      display: 'charge' as const,
      description: '',
    });
    for (let i = 1; i <= 15; i++) changed.lineItems.push(heavyLine(i));
    // 15 uses of a ~16,000-step calculation stay within the budget...
    const saved = await staff.admin.calculator.importApply({
      fileText: JSON.stringify(changed),
      baseRevision: revision,
    });
    // ...a 16th does not: refused at save, naming the calculation that costs the most.
    const refusal = await messageOf(
      staff.admin.calculator.saveItem({
        baseRevision: saved.revision,
        originalKey: null,
        change: { section: 'lineItems', item: heavyLine(16) },
      }),
    );
    expect(refusal).toMatch(
      /^BAD_REQUEST: Calculation “Heavy 40”, formula: One price could take [\d,]+ steps to work out, more than the 250,000 allowed/,
    );
    expect((await staff.admin.calculator.draft()).revision).toBe(saved.revision);
    // A file holding the same is refused on import too, pointing at the calculation.
    changed.lineItems.push(heavyLine(16));
    const preview = await staff.admin.calculator.importPreview({ fileText: JSON.stringify(changed) });
    expect(preview.problems[0]?.path).toBe(
      `calculations[${changed.calculations.findIndex((c) => c.key === 'heavy_40')}].formula`,
    );
  });

  it('renames the seeded designs of an existing site, in the draft and every version, but not a name staff typed', async () => {
    const seededNames: Record<string, string> = {
      single_upright: 'Single upright 36 × 6 × 24 on a 42 × 12 × 6 base',
      companion_upright: 'Companion upright 60 × 8 × 30 on a 72 × 14 × 8 base',
      bevel_marker: 'Bevel marker 24 × 12 × 6',
    };
    // A site seeded before names lost their sizes, where staff renamed the bevel marker.
    const before = (edited: boolean) => ({
      ...demo,
      templates: demo.templates.map((t) => ({
        ...t,
        name: t.key === 'bevel_marker' && edited ? 'Our low bevel marker' : (seededNames[t.key] ?? t.name),
      })),
    });
    await database.db
      .updateTable('calculator_draft')
      .set({ document: JSON.stringify(before(true)) })
      .where('id', '=', 1)
      .execute();
    const { id } = await database.db
      .insertInto('calculator_versions')
      .values({ document: JSON.stringify(before(false)), note: 'Before the rename' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await renameSeededDesigns(database.db);
    const names = (document: unknown) =>
      Object.fromEntries((document as typeof demo).templates.map((t) => [t.key, t.name]));
    const draft = await database.db.selectFrom('calculator_draft').select('document').executeTakeFirstOrThrow();
    expect(names(draft.document)).toMatchObject({
      single_upright: 'Single upright',
      companion_upright: 'Companion upright',
      bevel_marker: 'Our low bevel marker',
      serpentine_upright: 'Serpentine-top upright in Jet Black',
    });
    // The order and everything but the names stay as they were.
    expect((draft.document as typeof demo).templates.map((t) => t.key)).toEqual(demo.templates.map((t) => t.key));
    expect((draft.document as typeof demo).templates[0]!.configuration).toEqual(demo.templates[0]!.configuration);
    const version = await database.db
      .selectFrom('calculator_versions')
      .select('document')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(names(version.document)).toMatchObject({ single_upright: 'Single upright', bevel_marker: 'Bevel marker' });
    // Running it again changes nothing.
    await renameSeededDesigns(database.db);
    const again = await database.db.selectFrom('calculator_draft').select('document').executeTakeFirstOrThrow();
    expect(again.document).toEqual(draft.document);
  });

  it("keeps each database's published prices apart when both number their version 1", async () => {
    // One process may hold several databases (a test worker, a restore); a compiled price list
    // kept by its number alone priced one database's estimates with another's rates.
    const [plain, dearer] = await Promise.all([openTestDatabase(target), openTestDatabase(target)]);
    try {
      const tripled = {
        ...demo,
        colors: demo.colors.map((color) =>
          color.key === 'georgia_gray' ? { ...color, ratePerCubicFootCents: color.ratePerCubicFootCents * 3 } : color,
        ),
      };
      expect((await seedCalculator(plain.db, demoPricingConfig, { note: 'Starting prices' })).versionId).toBe(1);
      expect((await seedCalculator(dearer.db, tripled, { note: 'Starting prices' })).versionId).toBe(1);
      const rate = async (db: Database['db']) =>
        (await getPublished(db))!.compiled.colors.get('georgia_gray')!.ratePerCubicFootCents;
      const georgia = demo.colors.find((c) => c.key === 'georgia_gray')!;
      expect(await rate(plain.db)).toBe(georgia.ratePerCubicFootCents);
      expect(await rate(dearer.db)).toBe(georgia.ratePerCubicFootCents * 3);
    } finally {
      await Promise.all([plain.close(), dearer.close()]);
    }
  });

  it('refuses anonymous callers', async () => {
    expect(await codeOf(callerFor(database).admin.calculator.draft())).toBe('UNAUTHORIZED');
  });
});
