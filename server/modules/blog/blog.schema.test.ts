import { describe, expect, it } from 'vitest';
import { blogSlugFrom } from './blog.choices';
import { blogAdminListSchema, blogCreateSchema, blogListSearchSchema, blogSlugSchema } from './blog.schema';

const base = {
  title: 'Caring for granite',
  slug: 'caring-for-granite',
  excerpt: '',
  category: 'care',
  bodyHtml: '',
  coverImageId: null,
};

describe('blog schemas', () => {
  it('makes a slug from a title', () => {
    expect(blogSlugFrom('Caring for Granite: A Guide & Checklist')).toBe('caring-for-granite-a-guide-and-checklist');
    expect(blogSlugFrom("Mom's Stone — Año Nuevo")).toBe('moms-stone-ano-nuevo');
    expect(blogSlugFrom('!!!')).toBe('');
  });

  it('accepts lowercase words joined by single hyphens, with a message for anything else', () => {
    expect(blogSlugSchema.parse('choosing-a-granite-color')).toBe('choosing-a-granite-color');
    expect(blogSlugSchema.parse('Choosing-A-Color')).toBe('choosing-a-color');
    for (const bad of ['', 'two--hyphens', '-leading', 'with space', 'ünïcode', 'a'.repeat(121)]) {
      expect(blogSlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('needs a title to create a post, and turns blank optional fields into null', () => {
    expect(blogCreateSchema.safeParse({ ...base, title: '  ' }).success).toBe(false);
    const parsed = blogCreateSchema.parse({ ...base, coverAlt: '', seoTitle: '  ', seoDescription: undefined });
    expect(parsed).toMatchObject({ coverAlt: null, seoTitle: null, seoDescription: null });
    expect(blogCreateSchema.safeParse({ ...base, bodyHtml: 'a\u0000b' }).success).toBe(false);
  });

  it('falls back to defaults for a bad address-bar value instead of failing', () => {
    expect(blogListSearchSchema.parse({ page: 'x', category: 'nope' })).toEqual({
      page: undefined,
      category: undefined,
    });
    expect(blogListSearchSchema.parse({ page: '2', category: 'care' })).toEqual({ page: 2, category: 'care' });
    expect(blogAdminListSchema.parse({ status: 'weird' })).toEqual({
      status: undefined,
      category: undefined,
      q: undefined,
    });
  });
});
