import { describe, expect, it } from 'vitest';
import { matchGranite } from './granite-choice';

const colors = ['Georgia Gray', 'Jet Black', 'India Red'];

describe('matchGranite', () => {
  it('maps a typed granite to the price list color it names, however it was spelled', () => {
    expect(matchGranite('Jet Black', colors)).toBe('Jet Black');
    expect(matchGranite('  georgia   GRAY ', colors)).toBe('Georgia Gray');
  });

  it('finds none for a granite the price list does not have, or for nothing', () => {
    expect(matchGranite('Sierra White', colors)).toBeNull();
    expect(matchGranite('', colors)).toBeNull();
    expect(matchGranite(null, colors)).toBeNull();
  });
});
