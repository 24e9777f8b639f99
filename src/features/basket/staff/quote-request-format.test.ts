import { describe, expect, it } from 'vitest';
import { listedTotal, statusInfo } from './quote-request-format';
import { itemSpecs } from '#server/modules/basket/basket.choices';

describe('quote request figures for staff', () => {
  it('never shows $0 for a request whose items are all priced on request', () => {
    expect(listedTotal([{ priceCents: null }], 0)).toBe('Price on request');
    expect(listedTotal([{ priceCents: null }, { priceCents: null }], 0)).toBe('Price on request');
  });

  it('shows the listed total, and how many more items are priced on request', () => {
    expect(listedTotal([{ priceCents: 485_000 }], 485_000)).toBe('$4,850');
    expect(listedTotal([{ priceCents: 485_000 }, { priceCents: null }], 485_000)).toBe(
      '$4,850 plus 1 item priced on request',
    );
    expect(listedTotal([{ priceCents: 100 }, { priceCents: null }, { priceCents: null }], 100)).toMatch(
      /plus 2 items priced on request$/,
    );
  });

  it('reads the snapshot granite and size, and labels every status', () => {
    expect(itemSpecs({ granite: 'Georgia Gray', size: '24 x 12 x 6 in' })).toBe(
      'Georgia Gray granite · 24 x 12 x 6 in',
    );
    expect(itemSpecs({ granite: 'Blue Pearl', size: null })).toBe('Blue Pearl granite');
    expect(itemSpecs({})).toBe('');
    expect(Object.values(statusInfo).map((s) => s.label)).toEqual(['New', 'Contacted', 'Quoted', 'Won', 'Lost']);
  });
});
