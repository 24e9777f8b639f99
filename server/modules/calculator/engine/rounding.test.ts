import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './rounding';

/** The engine's rounding, as its comment states it: half away from zero, to the cent, as a person expects. */
describe('dollars to cents', () => {
  it('rounds half a cent away from zero, despite binary fractions', () => {
    expect(dollarsToCents(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999 in binary
    expect(dollarsToCents(2.675)).toBe(268);
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(1.004)).toBe(100);
    expect(dollarsToCents(1234.565)).toBe(123457);
    expect(dollarsToCents(0)).toBe(0);
  });
});
