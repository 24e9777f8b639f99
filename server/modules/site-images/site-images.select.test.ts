import { describe, expect, it } from 'vitest';
import { services } from '#content/services';
import {
  DEFAULT_ALT,
  fallbackHomeImages,
  normalizeName,
  selectHomeImages,
  selectServiceImages,
  type SiteImageRow,
} from './site-images.repository';

const row = (category: string, name: string, extra: Partial<SiteImageRow> = {}): SiteImageRow => ({
  category,
  name,
  imageUrl: `/uploads/${name.replace(/\W+/g, '-').toLowerCase()}.webp`,
  mediumUrl: null,
  altText: `${name} photo`,
  usageNotes: null,
  ...extra,
});

describe('home image selection', () => {
  it('takes the first hero and about row (rows arrive in the specification order)', () => {
    const images = selectHomeImages([
      row('hero', 'First hero', { mediumUrl: '/uploads/first-hero-m.webp' }),
      row('hero', 'Second hero'),
      row('about', 'Workshop'),
      row('about', 'Older workshop'),
    ]);
    expect(images.hero).toMatchObject({
      src: '/uploads/first-hero.webp',
      mediumSrc: '/uploads/first-hero-m.webp',
      alt: 'First hero photo',
      isFallback: false,
    });
    expect(images.about.src).toBe('/uploads/workshop.webp');
  });

  it('gives every service the first picture whose name contains its keyword, loosely', () => {
    const images = selectServiceImages([
      row('service', 'Pet Memorials - granite paw'),
      row('service', 'pet-memorials-second'),
      row('service', 'Cleaning & Restoration before/after'),
      row('hero', 'Custom Monuments hero'), // another category never counts
      row('service', 'FINAL DATE engraving on site'),
    ]);
    expect(images['pet-memorials']!.src).toBe('/uploads/pet-memorials-granite-paw.webp');
    expect(images['cleaning-restoration']!.isFallback).toBe(false);
    expect(images['final-date-engraving']!.isFallback).toBe(false);
    expect(images['custom-monuments']).toMatchObject({
      src: '/images/site/services/custom-monuments.svg',
      isFallback: true,
      alt: DEFAULT_ALT.service,
    });
    expect(Object.keys(images)).toEqual(services.map((s) => s.slug));
  });

  it('keeps process pictures in order with their names and notes', () => {
    const images = selectHomeImages([
      row('process', 'Design', { usageNotes: 'step 1' }),
      row('process', 'Manufacture'),
      row('process', 'Installation'),
      row('process', 'Plan Ahead'),
    ]);
    expect(images.process.map((p) => p.name)).toEqual(['Design', 'Manufacture', 'Installation', 'Plan Ahead']);
    expect(images.process[0]!.usageNotes).toBe('step 1');
  });

  it('falls back to the project illustrations with the specification alt texts', () => {
    const images = fallbackHomeImages();
    expect(images.hero).toMatchObject({
      src: '/images/site/hero-landscape.svg',
      alt: 'Memorial monument',
      isFallback: true,
      width: 1600,
      height: 900,
    });
    expect(images.about).toMatchObject({ alt: 'Monument craftsmanship', isFallback: true });
    expect(Object.values(images.services).every((s) => s.alt === 'Memorial monument closeup')).toBe(true);
    expect(images.process).toEqual([]);
  });

  it('uses the default alt text when a row has a blank one', () => {
    expect(selectHomeImages([row('hero', 'Hero', { altText: '  ' })]).hero.alt).toBe('Memorial monument');
  });

  it('normalizes names for matching', () => {
    expect(normalizeName('Civic & Military (Veterans)')).toBe('civic military veterans');
  });
});
