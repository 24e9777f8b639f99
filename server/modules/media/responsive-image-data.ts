import { storedVariantsSchema, type ResponsiveImageData, type StoredVariants } from './media.schema';

/** The `variants` column parsed; null when absent or not in the expected shape. */
export function parseVariants(value: unknown): StoredVariants | null {
  const parsed = storedVariantsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function srcSet(variants: StoredVariants | null, format: 'webp' | 'avif', maxWidth: number): string | null {
  if (!variants) return null;
  const byWidth = new Map<number, string>();
  for (const file of variants.files) {
    if (file.format === format && file.width <= maxWidth) byWidth.set(file.width, file.url);
  }
  if (byWidth.size === 0) return null;
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * The responsive form of a stored image row (gallery or site image), for <picture>.
 * `maxWidth` leaves out renditions a place never needs (e.g. 1600w in a thumbnail grid).
 */
export function toResponsiveImage(
  row: {
    image_url: string;
    medium_url?: string | null;
    width?: number | null;
    height?: number | null;
    variants?: unknown;
    placeholder_color?: string | null;
  },
  maxWidth = Number.POSITIVE_INFINITY,
): ResponsiveImageData {
  const variants = parseVariants(row.variants);
  return {
    src: row.medium_url ?? row.image_url,
    // Images imported without dimensions get a 4:3 box rather than none (no layout shift).
    width: row.width ?? 1200,
    height: row.height ?? 900,
    avifSrcSet: srcSet(variants, 'avif', maxWidth),
    webpSrcSet: srcSet(variants, 'webp', maxWidth),
    placeholderColor: row.placeholder_color ?? null,
  };
}

/** A link preview picture (og:image) with its size. */
export interface LinkPreviewImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The image's 1200 x 630 JPEG link preview, or null for an image made before the pipeline had
 * one (the image migration screen rebuilds those); pages then show the site's default preview.
 */
export function linkPreviewOf(variants: unknown): LinkPreviewImage | null {
  const file = parseVariants(variants)?.files.find((f) => f.preview && f.format === 'jpeg');
  return file ? { url: file.url, width: file.width, height: file.height } : null;
}
