import { z } from 'zod';

import { AVAILABILITIES, GALLERY_CATEGORIES, GALLERY_PAGE_SIZE } from './gallery-categories';

export * from './gallery-categories';

export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES);
export const availabilitySchema = z.enum(AVAILABILITIES);

/** Lower-case words joined by single hyphens: the last part of an item's web address. */
export const itemSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter the last part of the web address' })
  .max(80, { error: 'Keep it under 80 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use only lower-case letters, numbers and single hyphens' });

/** Turns a title or file name into a slug ("Blue Pearl Companion.jpg" -> "blue-pearl-companion"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.(jpe?g|png|webp|avif)$/i, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** A title from a file name ("blue_pearl-companion 2.jpg" -> "Blue Pearl Companion 2"). */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{2,5}$/i, '');
  const words = base.replace(/[_\-.]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return 'Untitled image';
  return words
    .split(' ')
    .map((w) => (w.length > 2 || /\d/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')
    .slice(0, 120);
}

export const galleryListInputSchema = z.object({
  category: galleryCategorySchema,
  /** Opaque position from the previous page. */
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(48).default(GALLERY_PAGE_SIZE),
});

export const galleryItemInputSchema = z.object({
  category: galleryCategorySchema,
  slug: z.string().trim().toLowerCase().min(1).max(80),
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** What staff edit on a gallery item. Price and availability count only for stock and clearance. */
export const galleryItemEditSchema = z.object({
  title: z.string().trim().min(1, { error: 'Enter a title' }).max(120, { error: 'Keep the title under 120 characters' }),
  slug: itemSlugSchema,
  description: optionalText(2000, 'Keep the description under 2,000 characters'),
  altText: optionalText(250, 'Keep the description of the photo under 250 characters'),
  dimensions: optionalText(120, 'Keep the dimensions under 120 characters'),
  graniteColor: optionalText(60, 'Keep the granite color under 60 characters'),
  priceCents: z
    .number({ error: 'Enter a price in dollars, or leave it empty' })
    .int()
    .min(0, { error: 'A price cannot be negative' })
    .max(100_000_000, { error: 'That price looks too high' })
    .nullable(),
  availability: availabilitySchema.nullable(),
});
export type GalleryItemEdit = z.infer<typeof galleryItemEditSchema>;

export const uuidSchema = z.uuid({ error: 'Unknown item' });
export const galleryIdsSchema = z.object({
  ids: z.array(uuidSchema).min(1, { error: 'Select at least one image' }).max(500),
});

export const galleryUpdateInputSchema = z.object({ id: uuidSchema, item: galleryItemEditSchema });
export const gallerySetPublishedSchema = galleryIdsSchema.extend({ published: z.boolean() });
export const galleryReorderSchema = z.object({ category: galleryCategorySchema, ids: z.array(uuidSchema).min(1).max(2000) });
export const galleryMoveSchema = galleryIdsSchema.extend({ category: galleryCategorySchema });
export const galleryAdminListSchema = z.object({ category: galleryCategorySchema });

/** The upload route's query string. */
export const galleryUploadQuerySchema = z.object({
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a gallery category first.' }),
});
