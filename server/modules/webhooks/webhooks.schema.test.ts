import { describe, expect, it } from 'vitest';
import { webhookEndpointInputSchema } from './webhooks.schema';
import { WEBHOOK_RETRY } from './webhooks.choices';

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
    for (let n = 1; n < WEBHOOK_RETRY.maxAttempts; n++) {
      total += Math.min(WEBHOOK_RETRY.maxDelayS, WEBHOOK_RETRY.firstDelayS * (2 ** n / 2) * (1 + jitter));
    }
    return total;
  };

  it('keeps trying for about three days, and the age limit stops it at three days', () => {
    const days = (s: number) => s / 86_400;
    expect(days(totalSeconds(0))).toBeGreaterThan(2.5);
    expect(days(totalSeconds(1))).toBeLessThan(5);
    expect(days(WEBHOOK_RETRY.giveUpAfterS)).toBe(3);
  });

  it('starts soon: the first retry within a minute', () => {
    expect(WEBHOOK_RETRY.firstDelayS * 2).toBeLessThanOrEqual(60);
  });
});
