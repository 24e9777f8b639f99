import { describe, expect, it } from 'vitest';
import { webhookEndpointInputSchema } from './webhooks.schema';
import { GIVE_UP_AFTER_S, MAX_ATTEMPTS, RETRY_DELAY_MAX_S, RETRY_DELAY_S } from './webhooks.choices';

describe('webhookEndpointInputSchema', () => {
  const valid = { url: 'https://crm.example.com/hooks', description: ' Our CRM ', eventTypes: ['lead.created'] };

  it('accepts an address, a trimmed description and known event types', () => {
    expect(webhookEndpointInputSchema.parse(valid)).toEqual({ ...valid, description: 'Our CRM' });
    expect(webhookEndpointInputSchema.parse({ ...valid, description: '' }).description).toBeNull();
  });

  it.each([
    ['no address', { ...valid, url: '' }],
    ['not an address', { ...valid, url: 'crm.example.com' }],
    ['another scheme', { ...valid, url: 'javascript:alert(1)' }],
    ['no events', { ...valid, eventTypes: [] }],
    ['an unknown event', { ...valid, eventTypes: ['lead.deleted'] }],
    ['a NUL in the address', { ...valid, url: 'https://crm.example.com/\u0000' }],
  ])('refuses %s', (_name, input) => {
    expect(webhookEndpointInputSchema.safeParse(input).success).toBe(false);
  });
});

describe('the retry schedule', () => {
  // pg-boss's delay before try n+1 is retryDelay * 2^n/2 * (1 + random), capped at retryDelayMax.
  const totalSeconds = (jitter: number) => {
    let total = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n++) {
      total += Math.min(RETRY_DELAY_MAX_S, RETRY_DELAY_S * (2 ** n / 2) * (1 + jitter));
    }
    return total;
  };

  it('keeps trying for about three days, and the age limit stops it at three days', () => {
    const days = (s: number) => s / 86_400;
    expect(days(totalSeconds(0))).toBeGreaterThan(2.5);
    expect(days(totalSeconds(1))).toBeLessThan(5);
    expect(days(GIVE_UP_AFTER_S)).toBe(3);
  });

  it('starts soon: the first retry within a minute', () => {
    expect(RETRY_DELAY_S * 2).toBeLessThanOrEqual(60);
  });
});
