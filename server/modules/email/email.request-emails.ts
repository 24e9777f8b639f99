import { formatPrice } from '../shared/money';
import type { StoredEventPayload } from '../events/events.schema';
import { accessToolLabels } from '../access/access.choices';
import { quoteTimelines } from '../basket/basket.schema';
import {
  budgetChoices,
  choiceLabel,
  graniteChoices,
  monumentTypeChoices,
  officeChoices,
  sizeChoices,
  timelineChoices,
} from '../leads/leads.choices';
import { commitmentOffices, commitmentTimelines } from '../value-engineering/value-engineering.choices';
import { oneLine } from './email-layout';
import { adminLink, familyEmail, officeEmail, phones, type EmailComposer } from './email.drafts';
import { counted } from '../shared/plural';

/**
 * The emails of what families ask for on the website: a contact or estimate request, a quote
 * request from the basket, an access form, a package reservation.
 */

export const leadOffice: EmailComposer<'lead.created'> = (p, business, siteUrl, { notify }) => {
  const what =
    p.kind === 'estimate' ? 'price estimate request' : p.kind === 'callback' ? 'call-back request' : 'contact message';
  const d = p.details;
  return officeEmail(
    // A call back asked for on the monument expert's page goes to whoever answers contact messages.
    notify[p.kind === 'estimate' ? 'estimate' : 'contact'],
    `New ${what} ${p.reference} from ${oneLine(p.name, 60)}`,
    {
      heading: `New ${what} from ${oneLine(p.name, 80)}`,
      paragraphs: [`${p.name} sent a ${what} on the website. Reply to this email to write to them.`],
      facts: [
        ['Reference', p.reference],
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Office', d.office ? choiceLabel(officeChoices, d.office) : null],
        ['Monument', d.monumentType ? choiceLabel(monumentTypeChoices, d.monumentType) : null],
        ['Size', d.size ? choiceLabel(sizeChoices, d.size) : null],
        ['Granite', d.granite ? choiceLabel(graniteChoices, d.granite) : null],
        ['Budget', d.budget ? choiceLabel(budgetChoices, d.budget) : null],
        ['Timeline', d.timeline ? choiceLabel(timelineChoices, d.timeline) : null],
        ['Cemetery', d.cemetery],
        ['Best time to call', d.bestTime],
        ['Message', p.message],
        ['Sent from', p.sourcePage],
      ],
      action: { label: 'Open it in the admin', url: adminLink(siteUrl, `/admin/submissions?open=${p.submissionId}`) },
    },
    business,
    siteUrl,
    p.email,
  );
};

// ---------------------------------------------------------------------------------------------
// Quote requests (the basket)

const quoteItems = (p: StoredEventPayload<'quote_request.created'>) =>
  p.items.map(
    (item) => `${item.title ?? item.itemId}${item.priceCents != null ? `, ${formatPrice(item.priceCents)}` : ''}`,
  );

export const quoteRequestOffice: EmailComposer<'quote_request.created'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.quoteRequest,
    `New quote request ${p.reference} from ${oneLine(p.name, 60)}`,
    {
      heading: `New quote request from ${oneLine(p.name, 80)}`,
      paragraphs: [
        `${p.name} sent ${counted(p.items.length, 'item')} from their basket and asked for a quote. Reply to this email to write to them.`,
      ],
      facts: [
        ['Reference', p.reference],
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Office', choiceLabel(officeChoices, p.preferredOffice)],
        ['Cemetery', [p.cemeteryName, p.cemeteryTown].filter(Boolean).join(', ') || null],
        ['Timeline', p.timeline ? choiceLabel(quoteTimelines, p.timeline) : null],
        ['Known prices add up to', p.knownTotalCents ? formatPrice(p.knownTotalCents) : null],
        ['Message', p.message],
      ],
      list: { title: 'Items', items: quoteItems(p) },
      action: { label: 'Open it in the admin', url: adminLink(siteUrl, `/admin/quote-requests/${p.quoteRequestId}`) },
    },
    business,
    siteUrl,
    p.email,
  );

export const quoteRequestFamily: EmailComposer<'quote_request.created'> = (p, business, siteUrl) =>
  familyEmail(
    p.email,
    `We received your quote request (${p.reference})`,
    {
      heading: `Thank you, ${oneLine(p.name, 80)}`,
      paragraphs: [
        `We received your request for a quote and will get back to you within one business day (${business.hours.label}). Your reference is ${p.reference}.`,
      ],
      list: { title: 'What you asked about', items: quoteItems(p) },
      after: [`If you have a question in the meantime, reply to this email or call ${phones(business)}.`],
    },
    business,
    siteUrl,
  );

// ---------------------------------------------------------------------------------------------
// Access forms (the calculator and the design tool)

export const accessGrantOffice: EmailComposer<'access_grant.created'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.accessForm,
    `${oneLine(p.name, 60)} filled in the ${accessToolLabels[p.tool].toLowerCase()} access form`,
    {
      heading: `New access form: ${accessToolLabels[p.tool]}`,
      paragraphs: [`${p.name} gave their details to use the ${accessToolLabels[p.tool].toLowerCase()}.`],
      facts: [
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['ZIP code', p.zip],
      ],
      action: {
        label: 'See it in the admin',
        url: adminLink(siteUrl, `/admin/authorizations?q=${encodeURIComponent(p.email ?? p.phone ?? p.name)}`),
      },
    },
    business,
    siteUrl,
    p.email,
  );

// ---------------------------------------------------------------------------------------------
// Package reservations (value engineering)

export const reservationOffice: EmailComposer<'package_reservation.created'> = (p, business, siteUrl, { notify }) =>
  officeEmail(
    notify.commitment,
    `New package reservation ${p.reference}: ${oneLine(p.packageName, 60)}`,
    {
      heading: `${oneLine(p.name, 80)} reserved ${oneLine(p.packageName, 80)}`,
      paragraphs: [`A family reserved a package on the website. Reply to this email to write to them.`],
      facts: [
        ['Reference', p.reference],
        ['Package', `${p.packageName}, ${formatPrice(p.packagePriceCents)}`],
        ['Deposit due', formatPrice(p.depositDueCents)],
        ['Name', p.name],
        ['Email', p.email],
        ['Phone', p.phone],
        ['Office', choiceLabel(commitmentOffices, p.office)],
        ['Cemetery', [p.cemetery, p.town].filter(Boolean).join(', ') || null],
        ['Timeline', choiceLabel(commitmentTimelines, p.timeline)],
        ['Notes', p.notes],
      ],
      action: {
        label: 'Open it in the admin',
        url: adminLink(siteUrl, `/admin/ve/commitments?open=${p.commitmentId}`),
      },
    },
    business,
    siteUrl,
    p.email,
  );

export const reservationFamily: EmailComposer<'package_reservation.created'> = (p, business, siteUrl) =>
  familyEmail(
    p.email,
    `Your reservation of ${oneLine(p.packageName, 60)} (${p.reference})`,
    {
      heading: `Thank you, ${oneLine(p.name, 80)}`,
      paragraphs: [
        `We have reserved ${p.packageName} for you at ${formatPrice(p.packagePriceCents)}, and your final price is guaranteed to come in below it. Your reference is ${p.reference}; please keep it handy when we talk.`,
        `What happens next: we will call you within one business day (${business.hours.label}) to take the deposit of ${formatPrice(p.depositDueCents)} and to talk through your wishes and the cemetery's rules. Nothing is paid online.`,
      ],
      after: [`If you have a question in the meantime, reply to this email or call ${phones(business)}.`],
    },
    business,
    siteUrl,
  );
