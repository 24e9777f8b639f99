import type { AppDb } from '#db/create-db';
import type { MediaStorage } from '#server/modules/media/storage';
import type { ProcessedImage } from '#server/modules/media/image-pipeline';
import { listOrdersForStaff, seedOrder, type Order, type SeededOrder } from '#server/modules/orders/orders.service';
import { DEMO_PROOF_LINES, demoProofPng } from './demo-proof';

/** The demo family's order: a gray upright with its base, sold as a package, its deposit paid. */
const DEMO_ORDER: Omit<SeededOrder, 'proof'> = {
  values: {
    name: 'Ruth Ann Whitaker (demo family)',
    email: 'ruth.whitaker@example.com',
    phone: '(580) 555-0188',
    office: 'oklahoma',
    inscription: 'WHITAKER\nHAROLD JAMES\nMARCH 4, 1941 – JUNE 18, 2026\nFOREVER IN OUR HEARTS',
    cemetery: 'Rosedale Cemetery, Ada, Oklahoma',
    plot: 'Section C, row 4, plot 12',
    soldKind: 'package',
    soldReference: 'heritage-blue-pearl-companion',
    soldDescription: 'Georgia Gray upright 36x8x24 on a 42x14x6 base, polished front',
    priceCents: 485_000,
    depositCents: 242_500,
    expectedInstallation: 'Late spring 2027, when the ground allows',
  },
  stages: [
    { stage: 'opened', daysAgo: 21, familyNote: null },
    { stage: 'deposit_received', daysAgo: 20, familyNote: 'Thank you, your deposit of $2,425 arrived.' },
    { stage: 'design', daysAgo: 14, familyNote: 'Our designer is laying out the lettering and the emblem.' },
    { stage: 'proof_sent', daysAgo: 0, familyNote: null },
  ],
  history: 'Demo order opened with version 1 of its proof',
  by: 'demo seed',
};

/**
 * The demo seed's one order (only while there is no order at all): a family whose proof,
 * version 1, waits for them to check, with its stages dated over the last three weeks. `made`:
 * the demo proof and its renditions made before (the demo seed keeps them, decision record 225);
 * drawn here without it.
 */
export async function seedDemoOrder(
  db: AppDb,
  storage: MediaStorage,
  timeZone: string,
  made?: () => Promise<{ bytes: Buffer; processed: ProcessedImage }>,
): Promise<Order | null> {
  if ((await listOrdersForStaff(db, { page: 1 })).total > 0) return null;
  const picture = made ? await made() : { bytes: await demoProofPng(), processed: undefined };
  const proof = {
    bytes: picture.bytes,
    processed: picture.processed,
    fileName: 'whitaker-proof-v1.png',
    lines: DEMO_PROOF_LINES,
    message: 'Here is the first drawing. Please check the spelling of every name and both dates.',
  };
  return seedOrder(db, storage, { ...DEMO_ORDER, proof }, timeZone);
}
