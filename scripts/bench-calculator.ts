/**
 * npm run bench:calculator: how long the engine takes to price one configuration (p50/p99
 * over 10,000 configurations, after a warm-up), to compile a whole configuration, and the
 * size of an export file, and the price of a hostile chain of calculations (each using the one
 * before twice: 2^N uses at depth N). A benchmark, not a test: it prints figures and asserts
 * nothing. `--chain-depths=16,18,30` chooses the chain depths (default 16,20,30).
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { configurationSchema, pricingConfigSchema } from '../server/modules/calculator/calculator.schema';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { compilePricing, price } from '../server/modules/calculator/engine/engine';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/create-db';
import { pgliteExtensions } from '../db/pglite-extensions';
import { migrateToLatest } from '../db/migrator';
import { getDraft, publishDraft, seedCalculator } from '../server/modules/calculator/calculator.service';

const config = pricingConfigSchema.parse(demoPricingConfig);
const compileTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const copy = structuredClone(config);
  const start = performance.now();
  compilePricing(copy);
  compileTimes.push(performance.now() - start);
}
const compiled = compilePricing(config);

// A spread of real configurations: every template, with lettering, add-ons, delivery and a cemetery.
const zips = [null, '74820', '74120', '75002', '99999'];
const configurations = Array.from({ length: 10_000 }, (_, i) => {
  const template = config.templates[i % config.templates.length]!;
  return configurationSchema.parse({
    parts: template.configuration.parts,
    foundation: template.configuration.foundation,
    addons: i % 3 ? [{ key: 'portrait_oval_3x4', quantity: 1 + (i % 2) }] : [],
    lettering: { extraLetters: i % 90, extraLines: i % 3, etchingSquareInches: i % 5 ? 0 : 60 },
    deliveryZip: zips[i % zips.length],
    cemetery: i % 4 ? null : 'Rosedale Cemetery',
  });
});
for (const c of configurations.slice(0, 2000)) price(c, compiled);
const times = configurations.map((c) => {
  const start = performance.now();
  price(c, compiled);
  return performance.now() - start;
});
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) * p)]!;
const ms = (n: number) => `${(n * 1000).toFixed(1)} µs`;
const text = `${JSON.stringify(config, null, 2)}\n`;
console.log(
  `price one configuration: p50 ${ms(pct(times, 0.5))}, p90 ${ms(pct(times, 0.9))}, p99 ${ms(pct(times, 0.99))} (10,000 runs)`,
);
console.log(`compile the whole configuration: p50 ${ms(pct(compileTimes, 0.5))}, p99 ${ms(pct(compileTimes, 0.99))}`);
console.log(
  `export file: ${Buffer.byteLength(text).toLocaleString('en-US')} bytes, ${gzipSync(text).length.toLocaleString('en-US')} gzipped`,
);

// A chain of calculations each using the one before twice, read by a line item of every price.
const depthsArg = process.argv.find((a) => a.startsWith('--chain-depths='));
const depths = (depthsArg ? depthsArg.split('=')[1]! : '16,20,30').split(',').map(Number);
for (const depth of depths) {
  const chained = structuredClone(config);
  for (let i = 1; i <= depth; i++)
    chained.calculations.push({
      key: `chain_${i}`,
      name: `Chain ${i}`,
      formula: i === 1 ? 'base_length / 1000' : `calc("chain_${i - 1}") + calc("chain_${i - 1}")`,
      description: '',
    });
  chained.lineItems.push({
    key: 'chain_check',
    name: 'Chain check',
    group: 'service',
    condition: '',
    formula: `calc("chain_${depth}") * 0`,
    display: 'charge',
    description: '',
  });
  const chainCompiled = compilePricing(chained);
  const single = configurationSchema.parse({ templateKey: config.templates[0]!.key });
  const runs: number[] = [];
  const until = performance.now() + 2000;
  do {
    const start = performance.now();
    price(single, chainCompiled);
    runs.push(performance.now() - start);
  } while (runs.length < 50 && performance.now() < until);
  console.log(
    `chain of ${depth} calculations (2^${depth} uses): price p50 ${pct(runs, 0.5).toFixed(2)} ms, max ${Math.max(...runs).toFixed(2)} ms (${runs.length} runs)`,
  );
}

// Publishing on an in-memory PGlite: check the whole draft, store a new version (10 runs).
const database = await createDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
await migrateToLatest(database.db);
await seedCalculator(database.db, demoPricingConfig, { note: 'bench' });
const publishTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  const { revision } = await getDraft(database.db);
  const start = performance.now();
  await publishDraft(database.db, { baseRevision: revision, note: `bench ${i}` }, null);
  publishTimes.push(performance.now() - start);
}
await database.close();
console.log(
  `publish (PGlite): p50 ${pct(publishTimes, 0.5).toFixed(1)} ms, max ${Math.max(...publishTimes).toFixed(1)} ms`,
);
