/**
 * npm run bench:calculator: how long the engine takes to price one configuration (p50/p99
 * over 10,000 configurations, after a warm-up), to compile a whole configuration, and the
 * size of an export file. A benchmark, not a test: it prints figures and asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { configurationSchema, pricingConfigSchema } from '../server/modules/calculator/calculator.schema';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { compilePricing, price } from '../server/modules/calculator/engine/engine';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/create-db';
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

// Publishing on an in-memory PGlite: check the whole draft, store a new version (10 runs).
const database = await createDatabase({ pglite: await PGlite.create() });
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
