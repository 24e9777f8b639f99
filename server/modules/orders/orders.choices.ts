/**
 * Orders' fixed lists and words, without zod: the staff screen, the family's page and the schema
 * all read them (decision records 140-143).
 */

// The address bar's parser and the lists it checks are in orders.search.ts: the route's search parser
// is part of every page's first download, and this file is not (decision 044).
export { orderStages, parseOrdersSearch, type OrderStage, type OrdersSearch } from './orders.search';
import { orderStages, type OrderStage } from './orders.search';

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
export const proofLineKinds = ['name', 'date', 'epitaph', 'other'] as const;
export type ProofLineKind = (typeof proofLineKinds)[number];
export const proofLineKindLabels: Record<ProofLineKind, string> = {
  name: 'Name',
  date: 'Date',
  epitaph: 'Epitaph',
  other: 'Other words',
};
/** The family types these themselves before approving. */
export const checkedLineKinds: readonly ProofLineKind[] = ['name', 'date'];

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

/** "MO-00042": how staff and the family name an order. */
export const orderReference = (id: number) => `MO-${String(id).padStart(5, '0')}`;

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

export const lineMatches = (proofText: string, typed: string) => {
  const c = comparable(proofText, typed);
  return c.proof === c.typed;
};

export const PROOF_ROUTE = '/verify-manudraw';
/** The family's private link: the token rides in the fragment, which browsers never send to the server. */
export const familyLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}${PROOF_ROUTE}#t=${token}`;

/** The proof file's address for the page (served only to staff and the family). */
export const proofFileUrl = (fileId: string, size: 'large' | 'medium' | 'original') => `/proof-files/${fileId}/${size}`;
