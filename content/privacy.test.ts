import { describe, expect, it } from 'vitest';
import { BASKET_RETENTION_DAYS } from '../server/modules/basket/basket.service';
import { basketRetentionDays, privacyFor } from './privacy';
import { seededBusiness as business } from '../tests/support/seeded-business';

const { privacySections } = privacyFor(business);

describe('privacy notice', () => {
  it('states the basket retention the server applies', () => {
    expect(basketRetentionDays).toBe(BASKET_RETENTION_DAYS);
    expect(JSON.stringify(privacySections)).toContain(`${BASKET_RETENTION_DAYS} days`);
  });

  it('covers every form, who sees the data, how long it is kept and how to have it deleted', () => {
    const text = JSON.stringify(privacySections);
    for (const words of [
      'contact form',
      'price estimate',
      'quote request',
      'cemetery',
      'Who sees it',
      'How long',
      'delete',
    ]) {
      expect(text.toLowerCase()).toContain(words.toLowerCase());
    }
    for (const office of business.offices) expect(text).toContain(office.name);
  });
});
