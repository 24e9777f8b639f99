import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '#server/modules/redirects/legacy-redirects';
import { filterRules } from './filter-rules';

describe('filterRules', () => {
  it('keeps every rule for an empty search', () => {
    expect(filterRules(legacyRedirects, '  ')).toHaveLength(legacyRedirects.length);
  });

  it('finds rules by old address, target or note, every word in any case', () => {
    expect(filterRules(legacyRedirects, 'CLEARANCE').map((r) => r.pattern)).toEqual(['/display-sale', '/clearance']);
    expect(
      filterRules(legacyRedirects, 'civic /services').every((r) => r.targetPath === '/services/civic-military'),
    ).toBe(true);
    expect(filterRules(legacyRedirects, 'playground').map((r) => r.targetPath)).toEqual([
      '/ai-tools/design-playground',
    ]);
    expect(filterRules(legacyRedirects, '/options').map((r) => r.targetPath)).toEqual(['/calculator']);
    expect(filterRules(legacyRedirects, 'no-such-thing')).toEqual([]);
  });
});
