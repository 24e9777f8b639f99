import { describe, expect, it } from 'vitest';
import { parsePastedRows } from './paste-rows';

describe('parsePastedRows', () => {
  it('reads tab-separated spreadsheet rows, skipping the header, with a blank To as "and up"', () => {
    expect(parsePastedRows('Letters\tTo\tPrice\n1\t10\t$75\n11\t20\t140\n81\t\t"1,250"'.replace(/"/g, ''))).toEqual([
      { from: '1', to: '10', value: '75' },
      { from: '11', to: '20', value: '140' },
      { from: '81', to: '', value: '1250' },
    ]);
  });

  it('reads comma-separated rows, two-column rows and "and up"', () => {
    expect(parsePastedRows('0, 800, 0.30\r\n801, and up, 0.26\n5;9\n')).toEqual([
      { from: '0', to: '800', value: '0.30' },
      { from: '801', to: '', value: '0.26' },
      { from: '5', to: '', value: '9' },
    ]);
  });
});
