// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import type { GalleryItemDetail } from '#server/modules/gallery/gallery.repository';
import { GalleryItemDetailView } from './item-detail';

const item: GalleryItemDetail = {
  id: '0d2c9a52-6a4e-4a53-9a36-2f7c1f0b8e11',
  category: 'stock_items',
  slug: 'gray-upright',
  title: 'Gray Granite Upright',
  altText: 'A gray granite upright headstone',
  priceCents: 189_500,
  availability: 'available',
  graniteColor: 'Georgia Gray',
  dimensions: '36" x 6" x 24"',
  image: {
    src: '/uploads/gallery/gray-medium.webp',
    width: 1200,
    height: 900,
    avifSrcSet: null,
    webpSrcSet: null,
    placeholderColor: null,
  },
  description: 'A classic upright.',
  imageUrl: '/uploads/gallery/gray.jpg',
  preview: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(cleanup);

describe('gallery item page', () => {
  it('does not promise a ready stock piece in 4 to 6 weeks, and says when it is reserved', async () => {
    await renderUi(<GalleryItemDetailView item={item} related={[]} />, { path: '/gallery/stock-items/gray-upright' });
    expect(await screen.findByText(/already cut and polished/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/4 to 6 weeks/);
    cleanup();
    await renderUi(<GalleryItemDetailView item={{ ...item, availability: 'reserved' }} related={[]} />, {
      path: '/gallery/stock-items/gray-upright',
    });
    expect(await screen.findByText(/reserved for another family/)).toBeTruthy();
    cleanup();
    await renderUi(
      <GalleryItemDetailView
        item={{ ...item, category: 'set_monuments', priceCents: null, availability: null }}
        related={[]}
      />,
      {
        path: '/gallery/set-monuments/gray-upright',
      },
    );
    expect(await screen.findByText(/4 to 6 weeks/)).toBeTruthy();
  });

  it('opens the full-size picture in the large view, not as the bare image file', async () => {
    await renderUi(<GalleryItemDetailView item={item} related={[]} />, { path: '/gallery/stock-items/gray-upright' });
    expect(document.querySelector(`a[href="${item.imageUrl}"]`)).toBeNull();
    const opener = await screen.findByRole('button', { name: 'Open the full-size picture' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: item.title });
    expect(dialog.querySelector(`img[alt="${item.altText}"]`)).not.toBeNull();
    // One picture: no Previous/Next, and no "View details" leading back to this page.
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers to start a design from a monument, and not from a granite swatch', async () => {
    await renderUi(<GalleryItemDetailView item={item} related={[]} />, { path: '/gallery/stock-items/gray-upright' });
    const start = await screen.findByRole('link', { name: 'Start a design from this one' });
    expect(start.getAttribute('href')).toBe(`/ai-tools/design-playground?gallery=${item.id}`);
    cleanup();
    await renderUi(
      <GalleryItemDetailView item={{ ...item, category: 'granite_colors', priceCents: null }} related={[]} />,
      { path: '/gallery/granite-colors/gray-upright' },
    );
    await screen.findByText(/Granite is natural stone/);
    expect(screen.queryByRole('link', { name: 'Start a design from this one' })).toBeNull();
  });
});
