import { z } from 'zod';
import { moneyCents } from '../shared/money.schema';
import { MAX_INT4, optionalText as blankToNull, text, uuid } from '../shared/text.schema';

import {
  AVAILABILITIES,
  GALLERY_CATEGORIES,
  GALLERY_PAGE_SIZE,
  ITEM_SLUG_MAX,
  ITEM_SLUG_PATTERN,
} from './gallery-categories';

export * from './gallery-categories';

export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES);
export const availabilitySchema = z.enum(AVAILABILITIES);

/** Lower-case words joined by single hyphens: the last part of an item's web address. */
export const itemSlugSchema = text(ITEM_SLUG_MAX, `Keep it under ${ITEM_SLUG_MAX} characters`)
  .toLowerCase()
  .min(1, { error: 'Enter the last part of the web address' })
  .regex(ITEM_SLUG_PATTERN, { error: 'Use only lower-case letters, numbers and single hyphens' });

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
  const words = base
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return 'Untitled image';
  return words
    .split(' ')
    .map((w) => (w.length > 2 || /\d/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')
    .slice(0, 120);
}

/** Where a page of a category's list ends: (display order, created at as PostgreSQL text, id). */
export type GalleryCursor = [order: number, createdAt: string, id: string];

export const CURSOR_MESSAGE = 'This list has changed since the page loaded. Please reload the page to see more.';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text form of a timestamptz: "2026-11-23 00:39:19.123456+00" (offset maybe "+05:30").
const TIMESTAMP_TEXT = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?[+-](\d\d)(?::(\d\d))?$/;

/** True for a real moment in PostgreSQL's text form (no 9999-99-99, no February 30). */
function isTimestampText(value: string): boolean {
  const m = TIMESTAMP_TEXT.exec(value);
  if (!m) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = m
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}

function base64urlToText(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The opaque cursor the list hands out (base64url JSON; made on the server only). */
export function encodeGalleryCursor(cursor: GalleryCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cursor));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Reads a cursor strictly: anything the server would not have made is refused before any query. */
export function decodeGalleryCursor(value: string): GalleryCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(base64urlToText(value));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [order, createdAt, id] = parsed as unknown[];
  if (typeof order !== 'number' || !Number.isInteger(order) || order < -MAX_INT4 - 1 || order > MAX_INT4) return null;
  if (typeof createdAt !== 'string' || !isTimestampText(createdAt)) return null;
  if (typeof id !== 'string' || !UUID_TEXT.test(id)) return null;
  return [order, createdAt, id];
}

const galleryCursorSchema = text(200, CURSOR_MESSAGE).transform((value, ctx) => {
  const cursor = decodeGalleryCursor(value);
  if (!cursor) {
    ctx.issues.push({ code: 'custom', message: CURSOR_MESSAGE, input: value });
    return z.NEVER;
  }
  return cursor;
});

export const galleryListInputSchema = z.object({
  category: galleryCategorySchema,
  /** Opaque position from the previous page. */
  cursor: galleryCursorSchema.nullish(),
  limit: z.number().int().min(1).max(48).default(GALLERY_PAGE_SIZE),
});

/** A few photos of one kind of work (a service page's pictures). */
export const galleryAboutInputSchema = z.object({
  category: galleryCategorySchema,
  words: z.array(text(40).min(2)).max(6).default([]),
  limit: z.number().int().min(1).max(8).default(4),
});

export const galleryItemInputSchema = z.object({
  category: galleryCategorySchema,
  slug: itemSlugSchema,
});

const optionalText = (max: number, message: string) => blankToNull(max, message).nullable();

/** What staff edit on a gallery item. Price and availability count only for stock and clearance. */
export const galleryItemEditSchema = z.object({
  title: text(120, 'Keep the title under 120 characters').min(1, { error: 'Enter a title' }),
  slug: itemSlugSchema,
  description: optionalText(2000, 'Keep the description under 2,000 characters'),
  altText: optionalText(250, 'Keep the description of the photo under 250 characters'),
  dimensions: optionalText(120, 'Keep the dimensions under 120 characters'),
  graniteColor: optionalText(60, 'Keep the granite color under 60 characters'),
  priceCents: moneyCents('price', { min: 0, max: 100_000_000 }).nullable(),
  availability: availabilitySchema.nullable(),
});
export type GalleryItemEdit = z.infer<typeof galleryItemEditSchema>;

export const uuidSchema = uuid('Unknown item');
export const galleryIdsSchema = z.object({
  ids: z.array(uuidSchema).min(1, { error: 'Select at least one image' }).max(500),
});

export const galleryUpdateInputSchema = z.object({ id: uuidSchema, item: galleryItemEditSchema });
export const gallerySetPublishedSchema = galleryIdsSchema.extend({ published: z.boolean() });
export const galleryReorderSchema = z.object({
  category: galleryCategorySchema,
  ids: z.array(uuidSchema).min(1).max(2000),
});
export const galleryMoveSchema = galleryIdsSchema.extend({ category: galleryCategorySchema });
export const galleryAdminListSchema = z.object({ category: galleryCategorySchema });

/** The upload route's query string. */
export const galleryUploadQuerySchema = z.object({
  category: z.enum(GALLERY_CATEGORIES, { error: 'Choose a gallery category first.' }),
});
