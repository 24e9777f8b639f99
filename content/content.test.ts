import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faqArticleSlugs, faqFor } from './faq';
import { servicePages } from './service-pages';
import { findService, services } from './services';
import { valuePackages } from './packages';
import { initials, staff } from './company';
import { pricingFor } from './pricing';
import { seededBusiness } from '../tests/support/seeded-business';
import { listOf } from './format';

const { faqArticles, faqCategories, findFaqArticle, orderedFaqArticles } = faqFor(seededBusiness);
const pricing = pricingFor(seededBusiness);

// The specification's lists, written out here so the test does not just compare data with itself.
const specFaqSlugs = [
  'custom-monument-design-options',
  'bring-your-own-monument-idea',
  'incorporate-custom-artwork',
  'monument-production-timeline',
  'installation-services-included',
  'cemetery-regulations',
  'cemetery-installation-requirements',
  'monument-materials-comparison',
  'maintenance-cleaning-monuments',
  'cemetery-verification-process',
  'showroom-appointments',
  'choosing-shape-size',
  'additional-fees',
  'service-area-delivery',
  'pricing-details',
  'add-inscriptions-later',
];
const specReadFullAnswer = [
  'custom-monument-design-options',
  'bring-your-own-monument-idea',
  'incorporate-custom-artwork',
  'monument-production-timeline',
  'installation-services-included',
];
const specServiceSlugs = [
  'custom-monuments',
  'cleaning-restoration',
  'final-date-engraving',
  'pet-memorials',
  'civic-military',
  'flat-markers',
  'monument-repair',
  'porcelain-portraits',
];

const publicDir = path.resolve(import.meta.dirname, '../public');
const nonEmpty = (text: string) => text.trim().length > 0;

/** Every string anywhere inside a value. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('FAQ', () => {
  it('has an article for every page of the specification, and no others', () => {
    expect([...faqArticleSlugs].sort()).toEqual([...specFaqSlugs].sort());
    for (const slug of specFaqSlugs) {
      expect(findFaqArticle(slug)?.slug, slug).toBe(slug);
    }
    expect(findFaqArticle('no-such-article')).toBeUndefined();
    expect(findFaqArticle('constructor')).toBeUndefined();
  });

  it('has six categories, and Read Full Answer links exactly to the five specified articles', () => {
    expect(faqCategories).toHaveLength(6);
    const targets = faqCategories.flatMap((c) => c.questions.flatMap((q) => (q.readMore ? [q.readMore] : [])));
    expect(targets).toEqual(specReadFullAnswer);
  });

  it('has no empty category, question or answer, and unique question ids', () => {
    const ids = faqCategories.flatMap((c) => c.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of faqCategories) {
      expect(nonEmpty(category.title)).toBe(true);
      expect(category.questions.length, category.id).toBeGreaterThanOrEqual(3);
      for (const q of category.questions) {
        expect(q.question.endsWith('?'), q.id).toBe(true);
        expect(q.answer.length, q.id).toBeGreaterThan(60);
        expect(q.id).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });

  it('gives every article a real answer: sections, related questions and a review date', () => {
    for (const article of orderedFaqArticles) {
      expect(article.question.endsWith('?'), article.slug).toBe(true);
      expect(article.shortAnswer.length, article.slug).toBeGreaterThan(100);
      expect(article.description.length, article.slug).toBeGreaterThan(50);
      expect(article.description.length, article.slug).toBeLessThanOrEqual(200);
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(3);
      for (const section of article.sections) {
        expect(nonEmpty(section.heading)).toBe(true);
        const content = [...section.paragraphs, ...(section.list ?? [])];
        expect(content.length, `${article.slug}: ${section.heading}`).toBeGreaterThan(0);
        expect(content.every(nonEmpty)).toBe(true);
      }
      expect(article.related).toHaveLength(3);
      expect(new Set(article.related).size).toBe(3);
      expect(article.related).not.toContain(article.slug);
      for (const related of article.related) expect(faqArticles[related], related).toBeDefined();
      if (article.service) expect(findService(article.service), article.service).toBeDefined();
      expect(Number.isNaN(Date.parse(article.updated))).toBe(false);
    }
  });

  it('states the specification’s facts where they belong', () => {
    const text = (slug: keyof typeof faqArticles) => allStrings(faqArticles[slug]).join(' ');
    expect(text('monument-production-timeline')).toContain('4-6 weeks');
    expect(text('monument-production-timeline')).toContain('6 months');
    for (const format of ['jpg', 'png', 'ai', 'eps'])
      expect(text('incorporate-custom-artwork')).toMatch(new RegExp(`\\b${format}\\b`));
    expect(text('installation-services-included')).toMatch(/installation is included on all cemetery headstones/i);
    expect(text('pricing-details')).toContain('50% deposit');
    for (const pkg of valuePackages) expect(text('pricing-details')).toContain(pkg.name);
    expect(text('pricing-details')).toContain('$4,850');
    expect(text('pricing-details')).toContain('15-25%');
    for (const state of ['Texas', 'Oklahoma', 'New Mexico']) expect(text('service-area-delivery')).toContain(state);
    expect(text('showroom-appointments')).toContain('Mon-Fri 9:00 AM - 5:00 PM');
    expect(text('additional-fees')).toMatch(/cemetery/i);
    expect(text('additional-fees')).toMatch(/beyond our service area/i);
  });
});

describe('service pages', () => {
  it('has a page for each of the eight services of the specification', () => {
    expect(services.map((s) => s.slug).sort()).toEqual([...specServiceSlugs].sort());
    expect(Object.keys(servicePages).sort()).toEqual([...specServiceSlugs].sort());
    expect(findService('no-such-service')).toBeUndefined();
  });

  it('fills every section of every page', () => {
    for (const service of services) {
      const page = servicePages[service.slug];
      expect(page.lead.length, service.slug).toBeGreaterThan(60);
      expect(page.description.length, service.slug).toBeLessThanOrEqual(200);
      expect(page.about.length, service.slug).toBeGreaterThanOrEqual(2);
      expect(page.steps.length, service.slug).toBeGreaterThanOrEqual(4);
      expect(page.included.length, service.slug).toBeGreaterThanOrEqual(4);
      expect(page.options.items.length, service.slug).toBeGreaterThanOrEqual(4);
      expect(nonEmpty(page.turnaround.summary) && nonEmpty(page.turnaround.detail), service.slug).toBe(true);
      expect(page.faqs.length, service.slug).toBeGreaterThanOrEqual(3);
      for (const slug of page.faqs) expect(faqArticles[slug], `${service.slug} -> ${slug}`).toBeDefined();
      expect(page.related).not.toContain(service.slug);
      for (const slug of page.related) expect(findService(slug), slug).toBeDefined();
      expect(allStrings(page).every(nonEmpty), service.slug).toBe(true);
    }
  });

  it('keeps the specification’s turnaround for custom monuments', () => {
    const { summary } = servicePages['custom-monuments'].turnaround;
    expect(summary).toContain('4-6 weeks');
    expect(summary).toContain('6 months');
  });
});

describe('pictures', () => {
  it('has an illustration for every service and package', () => {
    for (const service of services) {
      expect(fs.existsSync(path.join(publicDir, 'images/services', `${service.slug}.svg`)), service.slug).toBe(true);
    }
    for (const pkg of valuePackages) {
      expect(fs.existsSync(path.join(publicDir, pkg.image.src)), pkg.image.src).toBe(true);
      expect(nonEmpty(pkg.image.alt)).toBe(true);
    }
  });
});

describe('company and pricing copy', () => {
  it('has a team with initials for avatars', () => {
    expect(staff.length).toBeGreaterThanOrEqual(4);
    expect(initials('Thomas Caldwell')).toBe('TC');
    expect(initials('  ada  b  lovelace ')).toBe('AB');
    for (const member of staff) expect(initials(member.name)).toMatch(/^[A-Z]{2}$/);
  });

  it('keeps the specification’s figures', () => {
    expect(pricing.depositPercent).toBe(50);
    expect(pricing.typicalSavings.label).toBe('15-25%');
    expect(pricing.valueEngineering.lead).toContain('15-25%');
  });
});

describe('all copy', () => {
  const everything = allStrings({ faqCategories, faqArticles, servicePages, services, staff, pricing });

  it('never links to pages this site does not have', () => {
    for (const text of everything) expect(text).not.toMatch(/\/(calculator|book|blog|ai-tools|verify-manudraw)\b/);
  });

  it('has no placeholder text', () => {
    for (const text of everything) expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|\{phone\}|\{name\}/i);
  });
});

describe('listOf', () => {
  it('joins with commas and a final "and"', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['Texas'])).toBe('Texas');
    expect(listOf(['Texas', 'Oklahoma'])).toBe('Texas and Oklahoma');
    expect(listOf(['Texas', 'Oklahoma', 'New Mexico'])).toBe('Texas, Oklahoma and New Mexico');
  });
});
