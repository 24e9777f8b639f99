import { describe, expect, it } from 'vitest';
import { isOneOf, searchId, searchPage, searchText } from './search-params';

describe('address-bar readers', () => {
  it('read good values and fall back on odd ones', () => {
    expect(isOneOf(['a', 'b'], 'b')).toBe(true);
    expect(isOneOf(['a', 'b'], 'c')).toBe(false);
    expect(searchText('  granite  ')).toBe('granite');
    expect(searchText(1936)).toBe('1936');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText('x'.repeat(300), 100)).toHaveLength(100);
    expect(searchPage('3')).toBe(3);
    expect([searchPage('0'), searchPage('2.5'), searchPage('10001'), searchPage(undefined)]).toEqual([1, 1, 1, 1]);
    expect(searchId('42')).toBe(42);
    expect([searchId('-1'), searchId('2147483648'), searchId('x')]).toEqual([undefined, undefined, undefined]);
  });
});
