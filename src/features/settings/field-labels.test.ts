import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('settings field labels', () => {
  const offices = [{ city: 'Ada' }, { city: 'Wylie' }];

  it('names an office by its town', () => {
    expect(fieldLabel('offices', 'offices.0.phone', offices)).toBe('Offices: Ada office, Phone');
    expect(fieldLabel('offices', 'offices.1.geo.lat', offices)).toBe('Offices: Wylie office, Map latitude');
  });

  it('falls back to its place in the list for an office no longer there', () => {
    expect(fieldLabel('offices', 'offices.2.phone', offices)).toBe('Offices: Office 3, Phone');
  });
});
