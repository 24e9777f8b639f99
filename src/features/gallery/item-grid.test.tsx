// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import type { GalleryItemSummary } from '#server/modules/gallery/gallery.repository';
import { GalleryGrid } from './item-grid';

const photo = (n: number): GalleryItemSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  category: 'set_monuments',
  slug: `monument-${n}`,
  title: `Monument ${n}`,
  altText: `A monument, number ${n}`,
  priceCents: null,
  availability: null,
  graniteColor: null,
  dimensions: null,
  image: {
    src: `/media/m${n}.webp`,
    width: 800,
    height: 600,
    avifSrcSet: null,
    webpSrcSet: null,
    placeholderColor: null,
  },
});

afterEach(cleanup);

describe('gallery category grid (light page: data from the loader, more through context.api)', () => {
  it('shows the first page without a request, and the next one through context.api on "Show more"', async () => {
    const view = await renderUi(
      <GalleryGrid category="set_monuments" first={{ items: [photo(1), photo(2)], nextCursor: 'after-2', total: 3 }} />,
      { procedures: { 'gallery.list': () => ({ items: [photo(3)], nextCursor: null, total: null }) } },
    );
    expect(await screen.findByText('Showing 2 of 3 photos')).toBeTruthy();
    expect(view.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(await screen.findByText('Showing 3 of 3 photos')).toBeTruthy();
    expect(view.calls).toEqual([
      { path: 'gallery.list', input: { category: 'set_monuments', limit: 24, cursor: 'after-2' } },
    ]);
    expect(screen.getByRole('link', { name: 'Monument 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull();
  });

  it('keeps "Show more photos" to try again when a page fails to load', async () => {
    await renderUi(
      <GalleryGrid category="set_monuments" first={{ items: [photo(1)], nextCursor: 'after-1', total: 2 }} />,
      {
        procedures: {
          'gallery.list': () => {
            throw new Error('offline');
          },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show more photos' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more photos' })).toBeTruthy());
    expect(screen.getByText('Showing 1 of 2 photos')).toBeTruthy();
  });

  it('opens the lightbox (loaded on the first tap) and moves on to a photo not loaded yet', async () => {
    await renderUi(
      <GalleryGrid category="set_monuments" first={{ items: [photo(1)], nextCursor: 'after-1', total: 2 }} />,
      { procedures: { 'gallery.list': () => ({ items: [photo(2)], nextCursor: null, total: null }) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Enlarge photo: Monument 1' }));
    expect(await screen.findByRole('dialog', { name: 'Monument 1' })).toBeTruthy();
    expect(screen.getByText('Photo 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByRole('dialog', { name: 'Monument 2' })).toBeTruthy();
    expect(screen.getByText('Photo 2 of 2')).toBeTruthy();
  });
});
