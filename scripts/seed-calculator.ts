/**
 * npm run seed:calculator [-- --file settings.json] [-- --export settings.json]
 *
 * Without options: fills the price calculator with the complete starting configuration
 * (server/modules/calculator/calculator.seed-data.ts) and publishes it. --file F imports an
 * exported settings file the same way (validated, every problem with its path). --export F
 * writes the current draft as a settings file. Safe to run again: a step already done is skipped.
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { migrateToLatest } from '../db/migrator';
import { demoPricingConfig } from '../server/modules/calculator/calculator.seed-data';
import { exportDraft, seedCalculator } from '../server/modules/calculator/calculator.service';
import { readImportFile } from '../server/modules/calculator/calculator.settings-file';
import { openCliDatabase } from './cli-database';
import { createProgressBar } from './progress-bar';

async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' }, export: { type: 'string' } } });
  if (values.file && values.export) {
    console.error('Usage: npm run seed:calculator [-- --file settings.json | --export settings.json]');
    process.exit(2);
  }
  let document: unknown = demoPricingConfig;
  let note = 'Starting prices (npm run seed:calculator)';
  if (values.file) {
    const text = await fs.readFile(values.file, 'utf8');
    const { document: read, problems } = readImportFile(text);
    if (!read) {
      for (const problem of problems) console.error(`${values.file}: ${problem.path}: ${problem.message}`);
      process.exit(1);
    }
    document = read;
    note = `Imported from ${values.file.split('/').pop()} (npm run seed:calculator)`;
  }

  const database = await openCliDatabase();
  try {
    await migrateToLatest(database.db);
    if (values.export) {
      const { text, bytes } = await exportDraft(database.db);
      await fs.writeFile(values.export, text);
      console.log(`Wrote the calculator settings to ${values.export} (${bytes.toLocaleString('en-US')} bytes).`);
      return;
    }
    const progress = createProgressBar(3);
    const result = await seedCalculator(database.db, document, {
      note,
      progress: (step, done) => done && progress.tick(step),
    });
    progress.finish();
    const counts = Object.entries(result.counts)
      .map(([section, n]) => `${n} ${section}`)
      .join(', ');
    console.log(`Calculator: ${counts}.`);
    console.log(
      result.published
        ? `Published as version ${result.versionId}.`
        : `Already published as version ${result.versionId}; nothing changed.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
