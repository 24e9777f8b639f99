import { describe, expect, it } from 'vitest';
import { opensCalculatorForm } from './calculator-form-on-demand';

describe('which calculator address opens the form', () => {
  it('a design or a kind of monument opens it, from the address bar or the router', () => {
    expect(opensCalculatorForm('?template=single_upright&step=3')).toBe(true);
    expect(opensCalculatorForm('?type=flat_marker')).toBe(true);
    expect(opensCalculatorForm({ template: 'single_upright', step: 2 })).toBe(true);
    expect(opensCalculatorForm({ type: 'flat_marker' })).toBe(true);
  });

  it('the start page (nothing chosen, or an emptied choice) does not', () => {
    expect(opensCalculatorForm('')).toBe(false);
    expect(opensCalculatorForm('?step=2&zip=74820')).toBe(false);
    expect(opensCalculatorForm('?template=')).toBe(false);
    expect(opensCalculatorForm({})).toBe(false);
    expect(opensCalculatorForm({ template: undefined, units: 'in' })).toBe(false);
  });
});
