/**
 * Orders' fixed lists and words, without zod: the staff screen, the family's page and the schema
 * all read them (decision records 140-143).
 */

// The address bar's parser and the lists it checks are in orders.search.ts: the route's search parser
// is part of every page's first download, and this file is not (decision 044).
export { orderStages, parseOrdersSearch, type OrderStage, type OrdersSearch } from './orders.search';
import { orderStages, type OrderStage } from './orders.search';
import { formatReference } from '../shared/reference';

/** What staff read. */
export const orderStageLabels: Record<OrderStage, string> = {
  opened: 'Order opened',
  deposit_received: 'Deposit received',
  design: 'Design',
  proof_sent: 'Proof sent',
  proof_approved: 'Proof approved',
  in_production: 'In production',
  cemetery_permit: 'Cemetery permit',
  ready_to_set: 'Ready to set',
  installed: 'Installed',
  complete: 'Complete',
};

/** What the family reads: each stage in plain words, and what it means for them. */
export const familyStageWords: Record<OrderStage, { title: string; meaning: string }> = {
  opened: {
    title: 'Order opened',
    meaning: 'We have written down everything we agreed and opened your order.',
  },
  deposit_received: {
    title: 'Deposit received',
    meaning: 'Your deposit has arrived. Thank you; the work can begin.',
  },
  design: {
    title: 'Design',
    meaning: 'Our designer is drawing your memorial: the shape, the lettering and any artwork.',
  },
  proof_sent: {
    title: 'Proof ready for you to check',
    meaning: 'The drawing is ready. Please check every name and date before anything is cut.',
  },
  proof_approved: {
    title: 'Proof approved',
    meaning: 'You approved the drawing. Nothing is cut until this step is done.',
  },
  in_production: {
    title: 'In production',
    meaning: 'The granite is being cut, polished and lettered exactly as approved.',
  },
  cemetery_permit: {
    title: 'Cemetery permit',
    meaning: 'We ask the cemetery for permission to set the memorial and confirm the plot.',
  },
  ready_to_set: {
    title: 'Ready to set',
    meaning: 'The memorial is finished and waiting for good weather and the cemetery’s date.',
  },
  installed: {
    title: 'Installed',
    meaning: 'The memorial is set on its foundation at the cemetery.',
  },
  complete: {
    title: 'Complete',
    meaning: 'Everything is finished. Thank you for trusting us with this memorial.',
  },
};

/** Stages that come only with a proof the family approved: nothing is cut before. */
export const stagesNeedingApproval: readonly OrderStage[] = orderStages.slice(orderStages.indexOf('proof_approved'));

export const nextStageOf = (stage: OrderStage): OrderStage | null =>
  orderStages[orderStages.indexOf(stage) + 1] ?? null;

export const orderSourceKinds = ['manual', 'quote_request', 'commitment', 'booking'] as const;
export type OrderSourceKind = (typeof orderSourceKinds)[number];
export const orderSourceLabels: Record<OrderSourceKind, string> = {
  manual: 'Opened by hand',
  quote_request: 'Quote request',
  commitment: 'Package reservation',
  booking: 'Consultation booking',
};

export const soldKinds = ['package', 'estimate', 'description'] as const;
export type SoldKind = (typeof soldKinds)[number];
export const soldKindLabels: Record<SoldKind, string> = {
  package: 'A value package',
  estimate: 'A saved calculator estimate',
  description: 'Described here',
};

export const orderOffices = [
  { value: 'oklahoma', label: 'Ada, Oklahoma' },
  { value: 'texas', label: 'Wylie, Texas' },
] as const;
export type OrderOffice = (typeof orderOffices)[number]['value'];

/** The lines cut on the stone, typed out by staff with each proof. */
export const proofLineKinds = ['family_name', 'given_names', 'name', 'date', 'epitaph', 'other'] as const;
export type ProofLineKind = (typeof proofLineKinds)[number];
export const proofLineKindLabels: Record<ProofLineKind, string> = {
  family_name: 'Family name',
  given_names: 'Given names',
  name: 'Whole name',
  date: 'Date',
  epitaph: 'Epitaph',
  other: 'Other words',
};
/** The family types these themselves before approving. */
export const checkedLineKinds: readonly ProofLineKind[] = ['family_name', 'given_names', 'name', 'date'];

export interface ProofLine {
  kind: ProofLineKind;
  text: string;
}

export const proofStatuses = ['awaiting', 'approved', 'changes_requested'] as const;
export type ProofStatus = (typeof proofStatuses)[number];
export const proofStatusLabels: Record<ProofStatus, string> = {
  awaiting: 'Waiting for the family',
  approved: 'Approved',
  changes_requested: 'Changes asked for',
};

/** "O-0042-KX": how staff and the family name an order (decision 198). */
export const orderReference = (id: number) => formatReference('order', id);

/** Letters and digits nobody misreads (no 0/O, 1/I/L): a proof code is read out on the phone. */
export const PROOF_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "K7M-4QX-29P" from the stored "K7M4QX29P". */
export const formatProofCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3, 6)}-${code.slice(6)}`;

/** What a family typed as a proof code, as stored: upper case, no spaces or dashes; O read as 0 is not possible. */
export const normalizeProofCode = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * How a typed line is compared with the proof: spaces trimmed and collapsed; letter case matters
 * only when the proof itself mixes upper and lower case (a stone cut in capitals reads the same
 * however the family types it). Decision record 142.
 */
export function comparable(proofText: string, typed: string): { proof: string; typed: string } {
  const clean = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');
  const proof = clean(proofText);
  const caseMatters = proof !== proof.toUpperCase();
  return caseMatters ? { proof, typed: clean(typed) } : { proof, typed: clean(typed).toUpperCase() };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date as families type it, as "YYYY-MM-DD": "June 10, 2026", "JUNE 10 2026", "Jun. 10th, 2026",
 * "10 June 2026" or "6/10/2026" (month first, as in the US). Null when it is not a real date.
 */
export function readUsDate(text: string): string | null {
  const t = text.normalize('NFC').toLowerCase().replace(/,/g, ' ').trim().replace(/\s+/g, ' ');
  const numeric = /^(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4})$/.exec(t);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[1]), Number(numeric[2]));
  const monthOf = (word: string) =>
    word.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(word.replace(/\.$/, ''))) + 1 : 0;
  const worded = /^([a-z]+\.?) ?(\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(t);
  if (worded && monthOf(worded[1]!)) return isoDate(Number(worded[3]), monthOf(worded[1]!), Number(worded[2]));
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+\.?) (\d{4})$/.exec(t);
  if (dayFirst && monthOf(dayFirst[2]!))
    return isoDate(Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1]));
  return null;
}

/**
 * Whether what the family typed for a line matches the proof: letter for letter (see
 * `comparable`), or, for a date, the same day however it is written ("June 10, 2026",
 * "June 10 2026", "6/10/2026").
 */
export function lineMatches(proofText: string, typed: string, kind?: ProofLineKind): boolean {
  const c = comparable(proofText, typed);
  if (c.proof === c.typed) return true;
  if (kind !== 'date') return false;
  const onProof = readUsDate(proofText);
  return onProof !== null && onProof === readUsDate(typed);
}

const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);

/** What each kind of line asks for, in the words of the family's page. */
export const familyLineWants: Record<ProofLineKind, string> = {
  family_name: 'the family name (the last name) only',
  given_names: 'the given names (first and middle names) only',
  name: 'the whole name',
  date: 'a date, like June 18, 2026',
  epitaph: 'the epitaph',
  other: 'the words',
};

/**
 * When a family types into the wrong box (the whole name in "Family name", the given names in
 * "Family name", a date in a name's box), the plain sentence that says which box wants what.
 * `labels` are the boxes' names as the page shows them. Null when there is nothing to say.
 */
export function wrongBoxHint(lines: ProofLine[], labels: string[], index: number, typed: string): string | null {
  const line = lines[index];
  if (!line || !typed.trim() || lineMatches(line.text, typed, line.kind)) return null;
  const wants = `The “${labels[index]}” box wants ${familyLineWants[line.kind]}.`;
  const other = lines.findIndex((l, i) => i !== index && lineMatches(l.text, typed, l.kind));
  if (other >= 0) return `That is what the “${labels[other]}” box asks for. ${wants}`;
  const typedWords = wordsOf(typed);
  const lineWords = wordsOf(line.text);
  const isName = line.kind === 'family_name' || line.kind === 'given_names';
  if (isName && typedWords.length > lineWords.length && lineWords.every((w) => typedWords.includes(w))) {
    const partner = lines.findIndex((l) => l.kind === (line.kind === 'family_name' ? 'given_names' : 'family_name'));
    const rest = partner >= 0 ? ` Type the rest of the name in the “${labels[partner]}” box.` : '';
    return `${wants}${rest}`;
  }
  if (line.kind === 'family_name' && lineWords.length === 1 && typedWords.length > 1) return wants;
  if (isName && readUsDate(typed)) return `That looks like a date. ${wants}`;
  if (line.kind === 'date' && !/\d/.test(typed) && typedWords.length > 1) return `That looks like a name. ${wants}`;
  return null;
}

/** The name an order is in, as a person writes it ("Ruth Ann Whitaker", without "(demo family)"). */
export const nameOnOrder = (name: string) =>
  name
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');

/** What the family reads when the name they typed is not the order's. */
export const approverNameMessage = (orderName: string) =>
  `Please type your first and last name as the order has them: ${nameOnOrder(orderName)}.`;

/**
 * Whether the name a family typed to approve is the order's: first and last name as the order
 * has them (middle names, letter case and accents may differ).
 */
export function approverNameMatches(orderName: string, typed: string): boolean {
  const order = wordsOf(nameOnOrder(orderName));
  const person = wordsOf(typed);
  if (person.length < 2 || order.length === 0) return false;
  if (order.length === 1) return person.includes(order[0]!);
  return person[0] === order[0] && person[person.length - 1] === order[order.length - 1];
}

export const PROOF_ROUTE = '/verify-manudraw';
/** The family's private link: the token rides in the fragment, which browsers never send to the server. */
export const familyLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}${PROOF_ROUTE}#t=${token}`;

/** The proof file's address for the page (served only to staff and the family). */
export const proofFileUrl = (fileId: string, size: 'large' | 'medium' | 'original') => `/proof-files/${fileId}/${size}`;
