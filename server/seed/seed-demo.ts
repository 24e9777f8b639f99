import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AppDb } from '#db/create-db';
import { getBusinessFacts } from '../modules/settings/settings.service';
import { legacyRedirects } from '../modules/redirects/legacy-redirects';
import { insertMissingRedirects } from '../modules/redirects/redirects.repository';
import { insertMissingDemoSiteImages } from '../modules/site-images/site-images.repository';
import { countAdmins, grantRole, upsertUser } from '../modules/auth/users.repository';
import { generatePassword, hashPassword } from '../modules/auth/password';
import type { MediaStorage } from '../modules/media/storage';
import { storageFromEnv } from '../modules/media/storage-from-env';
import { getEnv } from '../env';
import { seedGalleryDemo, writePreparedDemoImages } from './gallery-demo/seed-gallery-demo';
import { demoPricingConfig } from '../modules/calculator/calculator.seed-data';
import { hasPublishedCalculator, seedCalculator } from '../modules/calculator/calculator.service';
import { findPictureChoices } from '../modules/gallery/gallery.service';
import { seedBlogDemo } from './blog-demo/seed-blog-demo';
import { seedDemoOrder } from './orders-demo/seed-orders-demo';
import { familyLink, formatProofCode } from '../modules/orders/orders.choices';
import { DEMO_PROOF_SVG, demoProofPng } from './orders-demo/demo-proof';
import { PIPELINE_VERSION, processImage } from '../modules/media/image-pipeline';
import { demoPicture, writeDemoPicture } from './demo-pictures';
import { seedDemoCemeteries } from '../modules/cemeteries/cemeteries.service';

export interface SeedLogger {
  info(message: string): void;
  info(object: object, message: string): void;
}

export interface SeedOptions {
  log: SeedLogger;
  /** Where the demo admin's generated credentials are written (readable only by this user). */
  dataDir: string;
  /** Where demo images are stored; by default the one the environment configures. */
  storage?: MediaStorage;
  /**
   * What the build prepared for the first start (`dist/first-start`, decision record 225): the
   * demo pictures already drawn. Without it (or for a picture it lacks) pictures come from this
   * machine's render cache or are drawn.
   */
  prepared?: string;
}

/** A domain's demo content. Each must be idempotent: running the seed twice changes nothing. */
export type Seeder = (db: AppDb, options: SeedOptions) => Promise<void>;

const seedRedirects: Seeder = async (db, { log }) => {
  const added = await insertMissingRedirects(db, legacyRedirects);
  if (added) log.info(`Seeded ${added} redirect rules`);
};

/**
 * The demo admin gets a random password, written to <dataDir>/demo-admin.txt, so no install
 * ever starts with a known password. It is only created while there is no admin at all.
 */
const seedDemoAdmin: Seeder = async (db, { log, dataDir }) => {
  if ((await countAdmins(db)) > 0) return;
  const business = await getBusinessFacts(db, -1);
  const email = `admin@${business.email.split('@')[1]}`;
  const password = generatePassword();
  const { id } = await upsertUser(db, { email, name: 'Demo Admin', passwordHash: await hashPassword(password) });
  await grantRole(db, id, 'admin');
  const file = path.join(dataDir, 'demo-admin.txt');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  log.info(`Created the demo admin ${email}; its password is in ${file}`);
};

/** The home page's hero, about and process pictures: the project's own illustrations. */
const seedSiteImages: Seeder = async (db, { log }) => {
  const added = await insertMissingDemoSiteImages(db);
  if (added) log.info(`Seeded ${added} site images`);
};

/** Eight drawn images per gallery category (monuments, artwork, granite swatches). */
const seedGallery: Seeder = async (db, { log, storage, prepared }) => {
  await seedGalleryDemo(db, storage ?? storageFromEnv(getEnv()), log, undefined, { prepared });
};

/**
 * The price calculator's starting configuration, published (the same data as
 * `npm run seed:calculator`); only while nothing is published, so staff prices are never replaced.
 * Each granite is linked to the gallery's picture of it (seeded just before), as staff would link it.
 */
const seedCalculatorDemo: Seeder = async (db, { log }) => {
  if (await hasPublishedCalculator(db)) return;
  const swatches = (await findPictureChoices(db, [])).filter((p) => p.category === 'granite_colors');
  const swatchOf = (name: string) => swatches.find((p) => p.title === name)?.id ?? null;
  const config = {
    ...demoPricingConfig,
    colors: demoPricingConfig.colors.map((c) => ({ ...c, swatchImageId: c.swatchImageId ?? swatchOf(c.name) })),
  };
  const result = await seedCalculator(db, config, { note: 'Starting prices (demo)' });
  if (result.published) log.info(`Published the calculator's starting prices as version ${result.versionId}`);
};

/** Six guides for families, with gallery drawings as covers. */
const seedBlog: Seeder = async (db, { log, storage, prepared }) => {
  await seedBlogDemo(db, storage ?? storageFromEnv(getEnv()), log, undefined, { prepared });
};

/** Where the demo proof's picture is kept (drawn once, like the gallery's). */
const demoProofSlot = {
  folder: `monument-demo-proof-p${PIPELINE_VERSION}`,
  key: createHash('sha256').update(DEMO_PROOF_SVG).digest('hex').slice(0, 32),
};

/** The demo proof and its renditions: prepared by the build, drawn before on this machine, or drawn now. */
async function demoProof(prepared?: string) {
  return demoPicture(
    demoProofSlot,
    async () => {
      const bytes = await demoProofPng();
      return { bytes, processed: await processImage(bytes) };
    },
    { prepared },
  );
}

/** One family's order with a proof waiting for them (only while there is no order). */
const seedOrders: Seeder = async (db, { log, storage, prepared }) => {
  const business = await getBusinessFacts(db, -1);
  const order = await seedDemoOrder(db, storage ?? storageFromEnv(getEnv()), business.timeZone, () =>
    demoProof(prepared),
  );
  if (order) {
    log.info(
      `Seeded the demo order ${order.reference}: proof code ${formatProofCode(order.proofCode)} with ${order.email}, or ${familyLink(getEnv().SITE_URL, order.familyToken)}`,
    );
  }
};

/** Fourteen made-up cemeteries of the two service areas, marked for staff to replace (decision 266). */
const seedCemeteries: Seeder = async (db, { log }) => {
  const added = await seedDemoCemeteries(db);
  if (added) log.info(`Seeded ${added} demo cemeteries`);
};

/** Every domain's seeder, in order. Later domains append theirs. */
export const seeders: Seeder[] = [
  seedRedirects,
  seedDemoAdmin,
  seedSiteImages,
  seedGallery,
  seedCalculatorDemo,
  seedBlog,
  seedOrders,
  seedCemeteries,
];

export async function seedDemoContent(db: AppDb, options: SeedOptions) {
  for (const seeder of seeders) await seeder(db, options);
}

/**
 * Draws every demo picture (the gallery's, the blog covers among them, and the proof) into the
 * folder the build prepares for the first start (decision record 225), so no start draws any.
 * Returns how many had to be drawn (the others came from this machine's render cache).
 */
export async function writePreparedDemoPictures(preparedRoot: string, concurrency?: number): Promise<number> {
  const drawn = await writePreparedDemoImages(preparedRoot, concurrency);
  const proof = await demoProof();
  await writeDemoPicture(path.join(preparedRoot, demoProofSlot.folder), demoProofSlot.key, proof);
  return drawn + (proof.cached ? 0 : 1);
}
