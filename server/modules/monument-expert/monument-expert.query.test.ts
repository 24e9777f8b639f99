import { describe, expect, it } from 'vitest';
import { asksAboutOwnCase, asksPrice, queryGroups } from './monument-expert.query';
import { readPriceQuestion, type PriceListOffer } from './monument-expert.pricing';

const offer: PriceListOffer = {
  templates: [
    { key: 'single_upright', name: 'Single upright' },
    { key: 'companion_upright', name: 'Companion upright' },
    { key: 'serpentine_upright', name: 'Serpentine-top upright in Jet Black' },
    { key: 'slant_marker', name: 'Slant marker on a base' },
    { key: 'flat_marker', name: 'Flat marker' },
    { key: 'companion_flat', name: 'Companion flat marker' },
    { key: 'memorial_bench', name: 'Memorial bench' },
    { key: 'upright_with_vase', name: 'Upright with a granite vase' },
  ],
  partTypes: [
    { key: 'upright_die', name: 'Upright die (tablet)', isBase: false },
    { key: 'base', name: 'Base', isBase: true },
    { key: 'ledger', name: 'Ledger (grave cover)', isBase: false },
  ],
  colors: [
    { key: 'georgia_gray', name: 'Georgia Gray' },
    { key: 'barre_gray', name: 'Barre Gray' },
    { key: 'india_red', name: 'India Red' },
    { key: 'mountain_red', name: 'Mountain Red' },
    { key: 'jet_black', name: 'Jet Black' },
    { key: 'blue_pearl', name: 'Blue Pearl' },
  ],
};

describe('reading a priced question into calculator choices', () => {
  it('reads the design, the granite by its full name and the width in inches', () => {
    expect(readPriceQuestion('How much is a 36-inch upright in India Red?', offer)).toEqual({
      template: 'single_upright',
      color: 'india_red',
      length: 36,
    });
  });

  it('reads family words, feet, a height and a color named by the one word only it has', () => {
    expect(readPriceQuestion('price of a 4 foot wide double headstone in black', offer)).toEqual({
      template: 'companion_upright',
      color: 'jet_black',
      length: 48,
    });
    expect(readPriceQuestion('what would a grass marker 30 inches tall cost', offer)).toEqual({
      template: 'flat_marker',
      height: 30,
    });
    expect(readPriceQuestion('cost of a companion flat marker in blue pearl', offer)).toEqual({
      template: 'companion_flat',
      color: 'blue_pearl',
    });
  });

  it('leaves out a color two granites share a word for, and finds kinds only a part type has', () => {
    expect(readPriceQuestion('how much for a red slant marker', offer)).toEqual({ template: 'slant_marker' });
    expect(readPriceQuestion('price of a ledger grave cover', offer)).toEqual({ type: 'ledger' });
  });

  it('reads nothing from a question that names no kind of monument', () => {
    expect(readPriceQuestion('How much does a monument cost?', offer)).toBeNull();
  });
});

describe('what a question is about', () => {
  it('knows a price question', () => {
    expect(asksPrice('How much is a flat marker?')).toBe(true);
    expect(asksPrice('What does it cost to clean a stone?')).toBe(true);
    expect(asksPrice('How long does it take?')).toBe(false);
  });

  it('sends a family’s own order, proof, grave or complaint to the office', () => {
    for (const question of [
      'When will my order be ready?',
      'Is my mom’s headstone installed yet?',
      'The date on the stone is wrong, I want a refund',
      'What is the status of my proof?',
    ])
      expect(asksAboutOwnCase(question), question).toBe(true);
    for (const question of ['How long does a headstone take?', 'Can you fix a leaning headstone?'])
      expect(asksAboutOwnCase(question), question).toBe(false);
  });

  it('keeps the meaningful words with the family words for them, and reads phrases for their meaning', () => {
    const groups = queryGroups('How long does it take to make a tombstone?');
    expect(groups.map((g) => g.word)).toEqual(['timeline', 'weeks', 'long', 'take', 'make', 'tombstone']);
    expect(groups.find((g) => g.word === 'tombstone')!.alternatives).toContain('headstone');
    expect(queryGroups('Do you make markers for dogs?').find((g) => g.word === 'dogs')!.alternatives).toContain('pet');
    expect(queryGroups('How long has your family been in business?').map((g) => g.word)).toContain('founded');
  });
});
