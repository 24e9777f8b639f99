import { describe, expect, it } from 'vitest';
import type { AppDb } from '#db/create-db';
import { contentSitemapSource } from './content.sitemap';

// The content source reads no database.
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
