import { inZone } from '../shared/time';
import type { AppDb } from '#db/create-db';
import type { EventFanOut, RecordedEvent } from '../events/events.service';
import { eventPrivateSchema } from '../events/events.schema';
import { isEventType, type EventType } from '../events/events.choices';
import { allNotificationAddresses, readBusinessFacts, smtpSettings } from '../settings/settings.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { DIGEST_LISTS, NOTICES_PER_HOUR } from './email.choices';
import { renderEmail } from './email-layout';
import { emailRegistry } from './email.registry';
import type { EmailComposer, EmailDraft } from './email.drafts';
import {
  insertDigest,
  insertEmail,
  lockOpenDigest,
  recentNoticesFrom,
  updateDigest,
  type DigestContent,
} from './email.repository';
import { counted } from '../shared/plural';

/**
 * The email side of event delivery (decision record 103): for each event type in the registry,
 * writes its emails (office notice, family confirmation) as rows in the same transaction that
 * marks the event dispatched; each then gets a job on the email queue. Nothing is written while
 * outgoing email is not set up. An email that cannot be composed is logged as failed, never
 * holding up the events behind it.
 */
export function emailFanOut(siteUrl: string): EventFanOut {
  return {
    name: 'email',
    async fanOut(trx: AppDb, event: RecordedEvent) {
      if (!isEventType(event.type)) return;
      const entry = emailRegistry[event.type] as
        | Partial<Record<'office' | 'family', EmailComposer<EventType>>>
        | undefined;
      if (!entry) return;
      if (!(await smtpSettings(trx))) return;
      const business = await readBusinessFacts(trx);
      const notify = await allNotificationAddresses(trx);
      const privately = eventPrivateSchema.safeParse(event.private ?? {});
      const extras = { notify, private: privately.success ? privately.data : {} };
      for (const audience of ['office', 'family'] as const) {
        const compose = entry[audience];
        if (!compose) continue;
        let draft: EmailDraft | null;
        try {
          draft = compose(event.payload as never, business, siteUrl, extras);
        } catch (error) {
          await insertEmail(trx, {
            eventId: event.id,
            eventType: event.type,
            audience,
            to: [],
            subject: `(${event.type})`,
            text: '',
            html: '',
            replyTo: null,
            attachments: [],
            failedWith: `This email could not be written: ${error instanceof Error ? error.message : String(error)}`,
          });
          continue;
        }
        if (!draft || draft.to.length === 0) continue;
        const senderKey = audience === 'office' && draft.replyTo ? draft.replyTo.trim().toLowerCase() : null;
        if (senderKey && (await gatheredIntoDigest(trx, senderKey, event.type, draft, business, siteUrl))) continue;
        await insertEmail(trx, {
          senderKey,
          eventId: event.id,
          eventType: event.type,
          audience,
          to: draft.to,
          subject: draft.subject,
          text: draft.text,
          html: draft.html,
          replyTo: draft.replyTo ?? null,
          attachments: draft.attachments ?? [],
        });
      }
    },
  };
}

const HOUR_MS = 3600 * 1000;

/**
 * A burst of leads from one address (decision record 177): once the office has had
 * NOTICES_PER_HOUR notices one by one from `senderKey` within the hour, the next notice is added
 * to that address's digest (one per set of recipients), held until the hour that began with the
 * first of those notices ends. Returns false when the notice should go out on its own.
 */
async function gatheredIntoDigest(
  trx: AppDb,
  senderKey: string,
  eventType: string,
  draft: EmailDraft,
  business: BusinessFacts,
  siteUrl: string,
): Promise<boolean> {
  const now = Date.now();
  const recent = await recentNoticesFrom(trx, senderKey, new Date(now - HOUR_MS));
  if (recent.count < NOTICES_PER_HOUR) return false;
  const digestKey = `${senderKey} ${[...draft.to].sort().join(',')}`;
  const item = { subject: draft.subject, replyTo: draft.replyTo ?? null, at: new Date(now).toISOString() };
  for (let tries = 0; tries < 3; tries++) {
    const open = await lockOpenDigest(trx, digestKey);
    if (open) {
      const digest: DigestContent = {
        count: open.digest.count + 1,
        items: open.digest.items.length < DIGEST_LISTS ? [...open.digest.items, item] : open.digest.items,
      };
      await updateDigest(trx, open.id, {
        eventType,
        to: draft.to,
        digest,
        ...digestEmail(senderKey, digest, business, siteUrl),
      });
      return true;
    }
    const first = recent.first ? new Date(recent.first).getTime() : now;
    const digest: DigestContent = { count: 1, items: [item] };
    const id = await insertDigest(trx, {
      eventType,
      to: draft.to,
      digestKey,
      senderKey,
      holdUntil: new Date(Math.max(first + HOUR_MS, now + 60_000)),
      digest,
      ...digestEmail(senderKey, digest, business, siteUrl),
    });
    if (id !== null) return true;
  }
  return false;
}

const timeOfDay = (iso: string, timeZone: string) => inZone(timeZone).time(iso);

/** The digest's words: how many more came from the address, each listed by its subject and time. */
function digestEmail(senderKey: string, digest: DigestContent, business: BusinessFacts, siteUrl: string) {
  const more = digest.count - digest.items.length;
  const subject = `${counted(digest.count, 'more request')} from ${senderKey} this hour`;
  const body = renderEmail(
    {
      heading: `${counted(digest.count, 'more request')} from ${senderKey}`,
      paragraphs: [
        `The office had ${NOTICES_PER_HOUR} notices from ${senderKey} within an hour, so the next ones are gathered here instead of one email each. Every request is saved on the website as usual.`,
        'If these look like a real family, reply to this email to write to them. If they look like someone filling in the forms over and over, there is nothing to do.',
      ],
      list: {
        title: 'Requests',
        items: [
          ...digest.items.map((i) => `${timeOfDay(i.at, business.timeZone)}: ${i.subject}`),
          ...(more > 0 ? [`and ${more} more`] : []),
        ],
      },
      action: { label: 'Open the requests in the admin', url: `${siteUrl.replace(/\/$/, '')}/admin/submissions` },
    },
    business,
    siteUrl,
  );
  return { subject, replyTo: digest.items[0]?.replyTo ?? null, ...body };
}
