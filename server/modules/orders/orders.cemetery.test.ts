import { describe, expect, it } from 'vitest';
import { askByDay, businessDaysBefore, installationDay, leadTimeWords, waitedWords } from './orders.cemetery';

describe('the cemetery approval item in words and dates (decision 286)', () => {
  it('says the lead time, or that it is not known', () => {
    expect(leadTimeWords(10)).toBe('Allow about 10 business days');
    expect(leadTimeWords(1)).toBe('Allow about 1 business day');
    expect(leadTimeWords(0)).toBe('The cemetery approves without waiting');
    expect(leadTimeWords(null)).toBe('Lead time not known: ask the cemetery');
  });

  it('reads the expected installation as staff write it, and makes up no day', () => {
    expect(installationDay('May 3, 2027')).toBe('2027-05-03');
    expect(installationDay('5/3/2027')).toBe('2027-05-03');
    expect(installationDay('April 2027')).toBe('2027-04-01');
    expect(installationDay('Early April 2027')).toBe('2027-04-01');
    expect(installationDay('mid-April 2027')).toBe('2027-04-11');
    expect(installationDay('Late April 2027')).toBe('2027-04-21');
    expect(installationDay('end of Sept. 2027')).toBe('2027-09-21');
    expect(installationDay('Spring 2027')).toBeNull();
    expect(installationDay('After the ground thaws')).toBeNull();
    expect(installationDay(null)).toBeNull();
  });

  it('counts business days back over weekends', () => {
    // Wednesday 21 April 2027, ten business days back: Wednesday 7 April.
    expect(businessDaysBefore('2027-04-21', 10)).toBe('2027-04-07');
    // Monday, one business day back: the Friday before.
    expect(businessDaysBefore('2027-04-19', 1)).toBe('2027-04-16');
    expect(businessDaysBefore('2027-04-19', 0)).toBe('2027-04-19');
  });

  it('gives a day to ask by only when both the installation and the lead time are known', () => {
    expect(askByDay('Late April 2027', 10)).toBe('2027-04-07');
    expect(askByDay('Late April 2027', null)).toBeNull();
    expect(askByDay('Spring 2027', 10)).toBeNull();
  });

  it('says how long an order has waited', () => {
    expect(waitedWords(0)).toBe('Opened today');
    expect(waitedWords(1)).toBe('Waiting 1 day');
    expect(waitedWords(12)).toBe('Waiting 12 days');
  });
});
