import { describe, expect, it } from 'vitest';
import { seededBusiness } from '#tests/support/seeded-business';
import { eventPayloadSchemas } from '../events/events.schema';
import { emailRegistry } from './email.registry';
import { formatWhen, type EmailExtras } from './email.drafts';

const none: EmailExtras['notify'] = {
  contact: [],
  estimate: [],
  accessForm: [],
  quoteRequest: [],
  booking: [],
  commitment: [],
  proofDecision: [],
};
const site = 'https://caldwell.example';

const booking = eventPayloadSchemas['booking.created'].parse({
  bookingId: 7,
  reference: 'BK-00007',
  office: 'texas',
  startsAt: '2026-12-01T16:00:00.000Z',
  endsAt: '2026-12-01T17:00:00.000Z',
  name: 'Ruth <Ames>\nBcc: x@evil.example',
  email: 'ruth@family.example',
  phone: null,
  topic: 'new-monument',
  topicLabel: 'A new monument',
  cemetery: null,
  town: null,
  notes: 'Bring <script>alert(1)</script>',
  source: 'online',
  basketItems: 0,
});

describe('the email registry', () => {
  it('sends the office nothing when no address is set for that kind, and the family nothing without an email', () => {
    const compose = emailRegistry['booking.created']!;
    expect(compose.office!(booking, seededBusiness, site, { notify: none, private: {} })).toBeNull();
    expect(
      compose.family!({ ...booking, email: null }, seededBusiness, site, { notify: none, private: {} }),
    ).toBeNull();
  });

  it('keeps what a family typed on one line in the subject and escaped in the HTML', () => {
    const draft = emailRegistry['booking.created']!.office!(booking, seededBusiness, site, {
      notify: { ...none, booking: ['bookings@office.example'] },
      private: {},
    })!;
    expect(draft.subject).not.toMatch(/\n/);
    expect(draft.subject).toContain('Ruth <Ames> Bcc: x@evil.example');
    expect(draft.html).toContain('Bring &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(draft.html).not.toContain('<script>');
    expect(draft.html).not.toMatch(/<img|https?:\/\/(?!caldwell\.example)/);
    expect(draft.replyTo).toBe('ruth@family.example');
  });

  it("gives the family's confirmation the calendar file and the private link when there is one", () => {
    const draft = emailRegistry['booking.created']!.family!(booking, seededBusiness, site, {
      notify: none,
      private: { bookingToken: 'tok_123' },
    })!;
    expect(draft.to).toEqual(['ruth@family.example']);
    expect(draft.text).toContain(`${site}/book/manage#tok_123`);
    expect(draft.text).toContain(formatWhen(booking.startsAt, 'America/Chicago'));
    expect(draft.attachments?.[0]).toMatchObject({ filename: 'consultation-BK-00007.ics' });
    expect(draft.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');
    // A booking taken on the phone still confirms to the family, without a link.
    const byPhone = emailRegistry['booking.created']!.family!({ ...booking, source: 'phone' }, seededBusiness, site, {
      notify: none,
      private: {},
    })!;
    expect(byPhone.text).not.toContain('/book/manage');
  });

  it('says times in the offices’ zone', () => {
    expect(formatWhen('2026-12-01T16:00:00.000Z', 'America/Chicago')).toBe(
      'Tuesday, December 1, 2026 at 10:00 AM Central Time',
    );
  });
});
