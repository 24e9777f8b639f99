import { describe, expect, it } from 'vitest';
import { seededBusiness } from '#tests/support/seeded-business';
import { eventPayloadSchemas } from '../events/events.schema';
import { emailRegistry } from '../email/email.registry';

const site = 'https://caldwell.example';
const none = {
  contact: [],
  estimate: [],
  accessForm: [],
  quoteRequest: [],
  booking: [],
  commitment: [],
  proofDecision: [],
};
const family = {
  orderId: 12,
  reference: 'MO-00012',
  familyName: 'Ruth <Ann>\nBcc: x@evil.example',
  familyEmail: 'ruth@family.example',
  familyPhone: null,
  office: 'texas',
};
const sent = eventPayloadSchemas['proof.sent'].parse({
  ...family,
  version: 2,
  proofCode: 'K7M-4QX-29P',
  message: 'We moved the dates <b>lower</b>.',
  sentAt: '2026-11-26T15:00:00.000Z',
});

describe('orders emails in the registry', () => {
  it('sends the family their proof with the private link, the code, and the office to call', () => {
    const draft = emailRegistry['proof.sent']!.family!(sent, seededBusiness, site, {
      notify: none,
      private: { familyToken: 'abcdefghijklmnopqrstuvwxyz234567' },
    })!;
    expect(draft.to).toEqual(['ruth@family.example']);
    expect(draft.subject).toBe('Version 2 of your memorial proof is ready to check (MO-00012)');
    expect(draft.text).toContain(`${site}/verify-manudraw#t=abcdefghijklmnopqrstuvwxyz234567`);
    expect(draft.text).toContain('K7M-4QX-29P');
    expect(draft.text).toContain(seededBusiness.offices.find((o) => o.id === 'texas')!.phone);
    expect(draft.html).not.toContain('<b>lower</b>');
    expect(draft.subject).not.toMatch(/\n/);
  });

  it('without the key (already delivered) the email still leads to the page and the code; no address, no email', () => {
    const draft = emailRegistry['proof.sent']!.family!(sent, seededBusiness, site, { notify: none, private: {} })!;
    expect(draft.text).toContain(`${site}/verify-manudraw`);
    expect(draft.text).not.toContain('#t=');
    expect(
      emailRegistry['proof.sent']!.family!({ ...sent, familyEmail: null }, seededBusiness, site, {
        notify: none,
        private: {},
      }),
    ).toBeNull();
  });

  it('tells the family of a stage only when staff chose to, and the office of a decision only with an address', () => {
    const stage = eventPayloadSchemas['order.stage_changed'].parse({
      ...family,
      fromStage: 'in_production',
      stage: 'ready_to_set',
      stageTitle: 'Ready to set',
      reachedOn: '2026-12-01',
      familyNote: null,
      expectedInstallation: 'Early spring 2027',
      notifyFamily: false,
    });
    const compose = emailRegistry['order.stage_changed']!.family!;
    expect(compose(stage, seededBusiness, site, { notify: none, private: {} })).toBeNull();
    const told = compose({ ...stage, notifyFamily: true }, seededBusiness, site, { notify: none, private: {} })!;
    expect(told.subject).toBe('Your memorial: Ready to set (MO-00012)');
    expect(told.text).toContain('Early spring 2027');
    expect(told.text).toContain('Installed');

    const changes = eventPayloadSchemas['proof.changes_requested'].parse({
      ...family,
      version: 1,
      comments: 'His middle name is Jaymes.',
      requestedAt: '2026-11-26T15:00:00.000Z',
    });
    const office = emailRegistry['proof.changes_requested']!.office!;
    expect(office(changes, seededBusiness, site, { notify: none, private: {} })).toBeNull();
    const notice = office(changes, seededBusiness, site, {
      notify: { ...none, proofDecision: ['proofs@office.example'] },
      private: {},
    })!;
    expect(notice.text).toContain('His middle name is Jaymes.');
    expect(notice.replyTo).toBe('ruth@family.example');
    expect(notice.text).toContain(`${site}/admin/orders?open=12`);
  });
});
