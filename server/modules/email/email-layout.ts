import type { BusinessFacts } from '../settings/settings.schema';

/**
 * The one look every email has: a heading, a few short paragraphs, the facts as a list of
 * "label: value" lines, an optional button-like link, and the office's name, phones and website
 * at the foot. Plain text and simple HTML from the same content; no images, no tracking.
 */
export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** Lines shown as "Label: value"; empty values are left out. */
  facts?: Array<[string, string | number | null | undefined]>;
  /** A titled bullet list (what to bring, the basket's items). */
  list?: { title: string; items: string[] };
  action?: { label: string; url: string };
  /** Paragraphs after the facts. */
  after?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text typed by a family, kept on one line of a subject or a fact (no line breaks, bounded). */
export function oneLine(value: string, max = 120): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function footer(business: BusinessFacts, siteUrl: string): string[] {
  return [
    business.name,
    ...business.offices.map((office) => `${office.name}: ${office.phone}`),
    siteUrl.replace(/\/$/, ''),
  ];
}

export function renderEmail(content: EmailContent, business: BusinessFacts, siteUrl: string) {
  const facts = (content.facts ?? []).filter(
    (fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== undefined && fact[1] !== '',
  );
  const foot = footer(business, siteUrl);

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.list ? [content.list.title, ...content.list.items.map((item) => `- ${item}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '--',
    ...foot,
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 14px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(content.heading)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff;color:#1f2933;font-family:Georgia,\'Times New Roman\',serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px">',
    `<h1 style="font-size:22px;font-weight:normal;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(paragraph),
    facts.length
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${facts
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:2px 12px 2px 0;font-weight:bold">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(String(value)).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    content.list
      ? `<p style="margin:0 0 6px;font-weight:bold">${escapeHtml(content.list.title)}</p><ul style="margin:0 0 16px;padding-left:20px">${content.list.items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ul>`
      : '',
    content.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1c4e80;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`
      : '',
    ...(content.after ?? []).map(paragraph),
    `<hr style="border:none;border-top:1px solid #d9dde1;margin:24px 0 12px">`,
    `<p style="margin:0;color:#52606d;font-size:14px">${foot.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');

  return { text, html };
}
