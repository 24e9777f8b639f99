/**
 * One reference format across the site (decision 198): what a family reads out on the phone for
 * a quote request, a message, a booking, a package reservation or an order.
 *
 *   Q-4827-KM    kind letter · the record's number (at least four digits) · two check letters
 *
 * The check letters come from a weighted sum of the kind and the digits, so a digit misheard or
 * two digits swapped give a reference that does not exist rather than another family's. Letters
 * are chosen to be told apart both written and spoken: no I, O, S, Z, B, G, Q (look like digits),
 * and one of each group that rhymes on the phone (A/J/K, B/C/D/E/G/P/T/V/Z, M/N, ...).
 *
 * References made before this format (CM-00042, BK-00042, VE-00012, MO-00042, Q-2026-000123)
 * keep working: `parseReference` reads them too.
 */

export const REFERENCE_KINDS = {
  quote: 'Q',
  message: 'M',
  booking: 'B',
  reservation: 'R',
  order: 'O',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_KINDS;

/** The letters of the earlier formats, per kind (the quote's was "Q-YYYY-NNNNNN"). */
const LEGACY_PREFIX: Record<Exclude<ReferenceKind, 'quote'>, string> = {
  message: 'CM',
  booking: 'BK',
  reservation: 'VE',
  order: 'MO',
};

/** Ten letters, distinct to the eye and to the ear. */
export const CHECK_LETTERS = 'FHKLMRUWXY';

function checkLetters(kind: ReferenceKind, digits: string): string {
  // Weights 3, 7, 9, 11, ... (odd, coprime with 10): a changed digit or two neighbours swapped
  // always change the sum's last two decimal places.
  let sum = REFERENCE_KINDS[kind].charCodeAt(0);
  [...digits].forEach((digit, index) => {
    sum += Number(digit) * (index % 2 === 0 ? 3 : 7) * (index + 1);
  });
  const value = sum % 100;
  return CHECK_LETTERS[Math.floor(value / 10)]! + CHECK_LETTERS[value % 10]!;
}

/** "Q-0042-KM": the reference of record number `n` of this kind. */
export function formatReference(kind: ReferenceKind, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a record number: ${n}`);
  const digits = String(n).padStart(4, '0');
  return `${REFERENCE_KINDS[kind]}-${digits}-${checkLetters(kind, digits)}`;
}

/**
 * The record number a reference names, or null when it is not one of this kind: the new format
 * (any case, with dashes, spaces or neither, check letters verified) or the kind's earlier one.
 * A quote's earlier references are stored as they are, so for quotes the caller also matches
 * the stored text.
 */
export function parseReference(kind: ReferenceKind, text: string): number | null {
  const clean = text
    .trim()
    .toUpperCase()
    .replace(/[\s.\u2010-\u2015]+/g, '-');
  const current = new RegExp(`^${REFERENCE_KINDS[kind]}-?(\\d{4,9})-?([${CHECK_LETTERS}]{2})$`).exec(clean);
  if (current) {
    const digits = current[1]!;
    if (checkLetters(kind, digits) !== current[2]) return null;
    return toNumber(digits);
  }
  if (kind === 'quote') return null;
  const legacy = new RegExp(`^${LEGACY_PREFIX[kind]}-?(\\d{1,9})$`).exec(clean);
  return legacy ? toNumber(legacy[1]!) : null;
}

function toNumber(digits: string): number | null {
  const n = Number(digits);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
