import { describe, expect, it } from 'vitest';
import { hashAddress } from './rate-limit.service';
import { hashIp as leadsHash } from '../leads/leads.limits';
import { hashOrderIp } from '../orders/orders.limits';
import { saveRateLimit } from '../epitaph/epitaph.limits';
import { hashVisitorIp } from './public-traffic';

describe('the one address hasher', () => {
  it('keeps each domain in its own space, with the hashes already stored and counted', () => {
    // Written before the hasher was shared, by each domain's own salt ("caldwell-leads:" + address).
    expect(leadsHash('203.0.113.7')).toBe('eb1ee41748f988fe1b2bb4b4beefab0f');
    expect(hashOrderIp('203.0.113.7')).toBe('51dd32b441004d2ef83904877f27bf8a');
    expect(saveRateLimit('203.0.113.7').key).toBe('epitaph-save:6f1ceca78d613fc33c78cc960d53d72a');
    expect(hashVisitorIp('203.0.113.7')).toBe('9a6a9dde7ebfface8c3d2cdbe1603f45');
  });

  it('never gives the same hash for one address in two spaces, nor keeps the address', () => {
    const a = hashAddress('leads', '203.0.113.7');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(hashAddress('orders', '203.0.113.7'));
    expect(a).not.toBe(hashAddress('leads', '203.0.113.8'));
    expect(a).not.toContain('203');
  });
});
