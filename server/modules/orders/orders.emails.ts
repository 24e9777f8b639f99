import { longCalendarDay } from '#content/format';
import type { StoredEventPayload } from '../events/events.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { familyLink, familyStageWords, nextStageOf, orderStages, PROOF_ROUTE, type OrderStage } from './orders.choices';

/**
 * The emails orders send (issue 19), as pure functions of an event's payload, the business facts
 * and the site's address: what to say and to whom. The email registry renders them in the site's
 * one email layout and sends them like every other email (decision record 103).
 */
export interface OrderEmail {
  to: string[];
  subject: string;
  content: {
    heading: string;
    paragraphs: string[];
    facts?: Array<[string, string | number | null | undefined]>;
    list?: { title: string; items: string[] };
    action?: { label: string; url: string };
    after?: string[];
  };
  replyTo: string | null;
}

const flat = (value: string, max = 80) => {
  const one = value.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

function officeOf(business: BusinessFacts, id: string) {
  return business.offices.find((o) => o.id === id) ?? business.offices[0]!;
}

const formatDay = longCalendarDay;

/** Where the family opens their page: the private link when the event carries its key, else the page and the code. */
function openAction(siteUrl: string, familyToken: string | undefined) {
  const site = siteUrl.replace(/\/$/, '');
  return familyToken
    ? { label: 'Open your proof and order', url: familyLink(site, familyToken) }
    : { label: 'Open your proof and order', url: `${site}${PROOF_ROUTE}` };
}

/** proof.sent, to the family: the link (and the code, for another device). */
export function proofSentFamilyEmail(
  p: StoredEventPayload<'proof.sent'>,
  business: BusinessFacts,
  siteUrl: string,
  familyToken: string | undefined,
): OrderEmail | null {
  if (!p.familyEmail) return null;
  const office = officeOf(business, p.office);
  return {
    to: [p.familyEmail],
    replyTo: business.email,
    subject:
      p.version === 1
        ? `Your memorial proof is ready to check (${p.reference})`
        : `Version ${p.version} of your memorial proof is ready to check (${p.reference})`,
    content: {
      heading: `Your proof is ready, ${flat(p.familyName)}`,
      paragraphs: [
        p.version === 1
          ? 'The drawing of your memorial is ready. Before anything is cut in granite, please check every name and date.'
          : `We have made a new version of your drawing (version ${p.version}). Please check it again, every name and date: an earlier approval does not cover a new drawing.`,
        'On the page you type each name and date as it should read, and we show you any letter that differs. Then you approve it, or tell us what to change.',
        ...(p.message ? [`A note from us: ${p.message}`] : []),
      ],
      facts: [
        ['Order', p.reference],
        ['Proof version', p.version],
        ['Proof code', p.proofCode],
      ],
      action: openAction(siteUrl, familyToken),
      after: [
        `On another phone or computer, open ${siteUrl.replace(/\/$/, '')}${PROOF_ROUTE} and enter the proof code with this email address.`,
        `Questions? Call our ${office.name} office at ${office.phone}.`,
      ],
    },
  };
}

/** order.stage_changed, to the family (only when staff chose to tell them). */
export function stageChangedFamilyEmail(
  p: StoredEventPayload<'order.stage_changed'>,
  business: BusinessFacts,
  siteUrl: string,
  familyToken: string | undefined,
): OrderEmail | null {
  if (!p.notifyFamily || !p.familyEmail) return null;
  const stage = (orderStages as readonly string[]).includes(p.stage) ? (p.stage as OrderStage) : null;
  const words = stage ? familyStageWords[stage] : { title: p.stageTitle, meaning: '' };
  const next = stage ? nextStageOf(stage) : null;
  const office = officeOf(business, p.office);
  return {
    to: [p.familyEmail],
    replyTo: business.email,
    subject: `Your memorial: ${words.title} (${p.reference})`,
    content: {
      heading: `${words.title}, ${flat(p.familyName)}`,
      paragraphs: [words.meaning, ...(p.familyNote ? [p.familyNote] : [])].filter(Boolean),
      facts: [
        ['Order', p.reference],
        ['Since', formatDay(p.reachedOn)],
        ['What happens next', next ? familyStageWords[next].title : null],
        ['Expected installation', p.expectedInstallation],
      ],
      action: openAction(siteUrl, familyToken),
      after: [`Questions? Call our ${office.name} office at ${office.phone}.`],
    },
  };
}

/** proof.approved and proof.changes_requested, to the office addresses set for proof decisions. */
export function proofDecisionOfficeEmail(
  p: StoredEventPayload<'proof.approved'> | StoredEventPayload<'proof.changes_requested'>,
  siteUrl: string,
  to: string[],
): OrderEmail | null {
  if (to.length === 0) return null;
  const approved = 'approvedName' in p;
  const url = `${siteUrl.replace(/\/$/, '')}/admin/orders?open=${p.orderId}`;
  return {
    to,
    replyTo: p.familyEmail,
    subject: approved
      ? `Proof approved: ${p.reference}, version ${p.version} (${flat(p.familyName, 60)})`
      : `Changes asked for: ${p.reference}, version ${p.version} (${flat(p.familyName, 60)})`,
    content: approved
      ? {
          heading: `${flat(p.familyName)} approved proof version ${p.version}`,
          paragraphs: ['The family checked every name and date and approved the drawing. Production can start.'],
          facts: [
            ['Order', p.reference],
            ['Approved by', p.approvedName],
            ['Version', p.version],
            ['File SHA-256', p.fileSha256],
          ],
          action: { label: 'Open the order', url },
        }
      : {
          heading: `${flat(p.familyName)} asked for changes to version ${p.version}`,
          paragraphs: ['The order is back at design. Send a new version when the drawing is corrected.'],
          facts: [
            ['Order', p.reference],
            ['Version', p.version],
            ['Their words', p.comments],
          ],
          action: { label: 'Open the order', url },
        },
  };
}
