import { describe, expect, it } from 'vitest';
import {
  categoryFromSlug,
  CATEGORY_SLUGS,
  galleryItemEditSchema,
  galleryItemPath,
  GALLERY_CATEGORIES,
  slugify,
  titleFromFileName,
} from './gallery.schema';

describe('gallery categories', () => {
  it('maps every category to its URL segment and back', () => {
    for (const category of GALLERY_CATEGORIES) expect(categoryFromSlug(CATEGORY_SLUGS[category])).toBe(category);
    expect(categoryFromSlug('set_monuments')).toBeNull();
    expect(categoryFromSlug('nope')).toBeNull();
    expect(galleryItemPath('clearance_specials', 'display-heart')).toBe('/gallery/clearance-specials/display-heart');
  });
});

describe('slugs and titles from names', () => {
  it('makes web addresses from titles and file names', () => {
    expect(slugify('Blue Pearl Companion Upright.jpg')).toBe('blue-pearl-companion-upright');
    expect(slugify('  Señora Núñez — 36" x 24"  ')).toBe('senora-nunez-36-x-24');
    expect(slugify('!!!')).toBe('image');
    expect(slugify('a'.repeat(200)).length).toBeLessThanOrEqual(70);
  });

  it('makes readable titles from file names', () => {
    expect(titleFromFileName('IMG_2041.JPG')).toBe('IMG 2041');
    expect(titleFromFileName('/uploads/blue_pearl-slant.jpeg')).toBe('Blue Pearl Slant');
    expect(titleFromFileName('.jpg')).toBe('Untitled image');
  });
});

describe('the edit form', () => {
  const valid = {
    title: 'Harbor Gray Slant',
    slug: 'harbor-gray-slant',
    description: '',
    altText: ' ',
    dimensions: '30" x 10" x 16"',
    graniteColor: 'Georgia Gray',
    priceCents: 187_500,
    availability: 'available',
  };

  it('accepts a complete item and turns empty text into nothing', () => {
    const parsed = galleryItemEditSchema.parse(valid);
    expect(parsed.description).toBeNull();
    expect(parsed.altText).toBeNull();
  });

  it('says what is wrong, field by field', () => {
    const result = galleryItemEditSchema.safeParse({ ...valid, title: ' ', slug: 'Harbor Gray!', priceCents: -5 });
    expect(result.success).toBe(false);
    const fields = result.error!.flatten().fieldErrors;
    expect(fields.title?.[0]).toBe('Enter a title');
    expect(fields.slug?.[0]).toBe('Use only lower-case letters, numbers and single hyphens');
    expect(fields.priceCents?.[0]).toBe('The price cannot be negative');
  });
});
