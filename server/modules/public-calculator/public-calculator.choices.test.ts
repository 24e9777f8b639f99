import { describe, expect, it } from 'vitest';
import { choicesKey, feetAndInches, namesRoom, parseCalculatorSearch, splitFeet } from './public-calculator.choices';

describe('the calculator choices in the address bar', () => {
  it('keeps names, date style and units when they are sensible, and drops the rest', () => {
    expect(parseCalculatorSearch({ template: 'single_upright', names: '3', dates: 'years', units: 'ftin' })).toEqual({
      template: 'single_upright',
      names: 3,
      dates: 'years',
      units: 'ftin',
    });
    expect(parseCalculatorSearch({ names: 0, dates: 'roman', units: 'cm' })).toEqual({});
    expect(parseCalculatorSearch({ names: 2.5 })).toEqual({});
    expect(parseCalculatorSearch({ names: 99 })).toEqual({});
    expect(parseCalculatorSearch({ step: 5 })).toEqual({ step: 5 });
    expect(parseCalculatorSearch({ step: 6 })).toEqual({});
  });

  it('gives a name 12 inches of stone, at least one and at most eight', () => {
    expect([namesRoom(12), namesRoom(24), namesRoom(36), namesRoom(40), namesRoom(60), namesRoom(200)]).toEqual([
      1, 2, 3, 3, 5, 8,
    ]);
    expect(namesRoom(8)).toBe(1);
  });

  it('writes sizes in feet and inches', () => {
    expect(splitFeet(40)).toEqual({ feet: 3, inches: 4 });
    expect(splitFeet(6)).toEqual({ feet: 0, inches: 6 });
    expect(splitFeet(30.5)).toEqual({ feet: 2, inches: 6.5 });
    expect(feetAndInches(40)).toBe('40 in (3 ft 4 in)');
    expect(feetAndInches(36)).toBe('36 in (3 ft)');
  });

  it('keys the priced choices the same whatever their order, without the page-only ones', () => {
    expect(choicesKey({ color: 'jet_black', template: 'a', step: 2, units: 'ftin' })).toBe(
      choicesKey({ template: 'a', color: 'jet_black' }),
    );
    expect(choicesKey({ template: 'a', names: 2 })).not.toBe(choicesKey({ template: 'a', names: 3 }));
  });
});
