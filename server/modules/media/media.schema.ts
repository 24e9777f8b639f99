import { z } from 'zod';

/** One stored rendition of an image. */
export const storedFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  format: z.enum(['webp', 'avif', 'jpeg']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  /** The 1200 x 630 JPEG made for link previews (og:image); absent on every other rendition. */
  preview: z.literal(true).optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The `variants` column: every rendition of one image, and the pipeline version that made them. */
export const storedVariantsSchema = z.object({
  version: z.number().int(),
  files: z.array(storedFileSchema),
});
export type StoredVariants = z.infer<typeof storedVariantsSchema>;

/**
 * What a page needs to draw an image without layout shift: a fallback src, its intrinsic size,
 * srcset strings per modern format and a placeholder color. Built on the server, so pages send
 * only what the <picture> element needs.
 */
export interface ResponsiveImageData {
  src: string;
  width: number;
  height: number;
  avifSrcSet: string | null;
  webpSrcSet: string | null;
  placeholderColor: string | null;
}
