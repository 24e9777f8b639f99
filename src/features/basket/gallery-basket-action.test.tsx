// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { galleryBasketAction } from './gallery-basket-action';

const procedures = {
  'basket.add': () => ({ status: 'added', title: 'Gray Upright' }),
  'basket.list': () => ({ items: [], knownTotalCents: 0, unpricedCount: 0, maxItems: 25 }),
};
const id = '0d2c9a52-6a4e-4a53-9a36-2f7c1f0b8e11';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('adding a reserved or clearance piece', { timeout: 20_000 }, () => {
  it('says what "reserved" means before adding, and adds only when the family goes on', async () => {
    const view = await renderUi(galleryBasketAction({ id, category: 'stock_items', availability: 'reserved' }, 'md'), {
      procedures,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'This monument is reserved' });
    expect(dialog.textContent).toMatch(/Another family has asked us to hold this piece/);
    expect(view.calls.filter((call) => call.path === 'basket.add')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.calls.filter((call) => call.path === 'basket.add')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add it anyway' }));
    await waitFor(() => expect(view.calls.filter((call) => call.path === 'basket.add')).toHaveLength(1));
  });

  it('says a clearance piece is the only one and is not held', async () => {
    await renderUi(galleryBasketAction({ id, category: 'clearance_specials', availability: 'available' }), {
      procedures,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'About clearance pieces' });
    expect(dialog.textContent).toMatch(/does not hold it for you/);
  });

  it('adds an available stock piece at once', async () => {
    const view = await renderUi(galleryBasketAction({ id, category: 'stock_items', availability: 'available' }), {
      procedures,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(view.calls.filter((call) => call.path === 'basket.add')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
