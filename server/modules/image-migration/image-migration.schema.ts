import { z } from 'zod';
import { text } from '../shared/text.schema';
import { galleryCategorySchema } from '../gallery/gallery.schema';
import { siteImageCategorySchema } from '../site-images/site-images.admin-schema';

/** Where imported images go: a gallery category or a site image category. */
export const importDestinationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gallery'), category: galleryCategorySchema }),
  z.object({ kind: z.literal('site'), category: siteImageCategorySchema }),
]);
export type ImportDestination = z.infer<typeof importDestinationSchema>;

/** One old address to import. */
export const importUrlSchema = z.object({
  url: text(2000, 'That address is too long')
    .min(1, { error: 'Enter an address' })
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full web address starting with http:// or https://' })),
  destination: importDestinationSchema,
  /** Gallery items go live at once when true; otherwise they wait as drafts. */
  publish: z.boolean().default(false),
});

/** Splits pasted text into addresses: one per line, blanks and duplicates dropped. */
export function parseUrlList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

const BATCH_CURSOR_MESSAGE = 'The rebuild lost its place. Please start it again.';

export const regenerateBatchSchema = z.object({
  /** Where the previous batch stopped; null to start. */
  cursor: text(100, BATCH_CURSOR_MESSAGE)
    .regex(/^(gallery|site):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: BATCH_CURSOR_MESSAGE,
    })
    .nullable()
    .default(null),
  /** Rebuild every image, even complete ones (after the pipeline changed). */
  force: z.boolean().default(false),
  limit: z.number().int().min(1).max(20).default(5),
});
