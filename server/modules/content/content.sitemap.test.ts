import { describe, expect, it, vi } from 'vitest';
import { seededBusiness } from '#tests/support/seeded-business';
import type { AppDb } from '#db/create-db';
import { contentSitemapSource } from './content.sitemap';

// The content source reads only the business facts (for the FAQ wording), given here.
vi.mock(import('../settings/settings.service'), async (importOriginal) => ({
  ...(await importOriginal()),
  getBusinessFacts: async () => seededBusiness,
}));
const noDb = null as unknown as AppDb;

describe('content sitemap source', () => {
  it('lists the eight service pages and the sixteen FAQ articles', async () => {
    const entries = await contentSitemapSource(noDb);
    const paths = entries.map((entry) => entry.path);
    expect(paths.filter((p) => p.startsWith('/services/'))).toHaveLength(8);
    expect(paths.filter((p) => p.startsWith('/faq/'))).toHaveLength(16);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/services/civic-military');
    expect(paths).toContain('/faq/add-inscriptions-later');
    const article = entries.find((entry) => entry.path === '/faq/pricing-details');
    expect(article?.lastModified?.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
