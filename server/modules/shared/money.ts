/**
 * US money as office staff type it, read one way everywhere (staff screens and input schemas).
 *
 * "1,650", "$1,650.00", "1650" and "$ 1650.5" are all $1,650.00 / $1,650.50. Commas group
 * thousands and only that; a point starts the cents. Anything else ("$1,6O0", "1.2.3", "1,65,0",
 * "1,650.255", "-20") is refused with a message that says what is wrong, never read as something
 * else. Amounts are kept in integer cents. Zod-free: the browser imports it too.
 */

export type MoneyReading = { kind: 'empty' } | { kind: 'cents'; cents: number } | { kind: 'invalid'; message: string };

const EXAMPLE = 'like 1,650 or 1,650.00';
/** Above this many dollars a typed amount is surely a slip (the schemas set each field's own ceiling). */
const MAX_DOLLAR_DIGITS = 12;

const SHAPE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/** Reads what was typed into a money field. */
export function parseUsMoney(typed: string): MoneyReading {
  const text = typed.trim();
  if (text === '' || text === '$') return { kind: 'empty' };
  const match = SHAPE.exec(text);
  if (match && (match[1] !== undefined || (match[2] ?? '') !== '')) {
    const dollars = (match[1] ?? '0').replace(/,/g, '');
    if (dollars.replace(/^0+/, '').length > MAX_DOLLAR_DIGITS) {
      return { kind: 'invalid', message: 'That amount is far too large. Please check it.' };
    }
    const cents = Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    return { kind: 'cents', cents };
  }
  return { kind: 'invalid', message: whyNotMoney(text) };
}

/** The plainest true sentence about what is wrong with a typed amount. */
function whyNotMoney(text: string): string {
  const body = text.replace(/^\$\s*/, '');
  if (/^[-−(]/.test(body) || body.endsWith(')')) {
    return `Please type the amount without a minus sign, ${EXAMPLE}.`;
  }
  const letter = /[A-Za-z]/.exec(body);
  if (letter) {
    const lookalike = /[OoIl]/.test(letter[0]) ? ` (the letter ${letter[0]} where a number should be?)` : '';
    return `“${text}” has a letter in it${lookalike}. Please type the amount in numbers, ${EXAMPLE}.`;
  }
  if ((body.match(/\./g) ?? []).length > 1) {
    return `“${text}” has more than one decimal point. Please type the amount ${EXAMPLE}.`;
  }
  const [whole = '', fraction] = body.split('.');
  if (fraction !== undefined && /^\d{3,}$/.test(fraction)) {
    return `Cents have two digits at most. Please type the amount ${EXAMPLE}.`;
  }
  if (whole.includes(',') && /^[\d,]+$/.test(whole)) {
    return `The commas in “${text}” are not where they go in dollars (every three digits). Please type it ${EXAMPLE}, or with no commas.`;
  }
  if (/\$/.test(body)) return `Please type one dollar sign, at the start, ${EXAMPLE}.`;
  if (/\s/.test(body)) return `Please type the amount without spaces, ${EXAMPLE}.`;
  return `Please type the amount in dollars, ${EXAMPLE}.`;
}

// ---------------------------------------------------------------------------------------------
// Writing money: the one rule (decision 197). Every amount a person reads is written by one of
// these three, from integer cents, without Intl (the public pages' first load imports them: a
// page's first Intl formatter costs the browser 30–50 ms while it hydrates, decision 160).
//
//   formatPrice(485000)        "$4,850"      a price as the business shows it: whole dollars
//   formatPrice(485050)        "$4,850.50"   when the amount is whole, cents when it has cents
//   formatCents(485000)        "$4,850.00"   always cents: calculator breakdowns and totals,
//                                            where a column of amounts must line up
//   formatWholeDollars(485050) "$4,851"      rounded to the dollar: only "from" figures and
//                                            estimate ranges, which are approximate on purpose
//
// Never "$4,850.5": a dollar amount has no cents or two digits of them.
// ---------------------------------------------------------------------------------------------

/** "4,850" from a whole number of dollars. */
const grouped = (dollars: number) => String(dollars).replace(/\B(?=(\d{3})+$)/g, ',');

function written(cents: number, showCents: 'when-any' | 'always' | 'never'): string {
  const amount = Math.round(Math.abs(cents));
  const sign = cents < 0 && amount > 0 ? '-' : '';
  if (showCents === 'never') return `${sign}$${grouped(Math.round(amount / 100))}`;
  const rest = amount % 100;
  const tail = rest || showCents === 'always' ? `.${String(rest).padStart(2, '0')}` : '';
  return `${sign}$${grouped(Math.floor(amount / 100))}${tail}`;
}

/** A price as the business shows it: "$4,850" when whole, "$4,850.50" when it has cents. */
export function formatPrice(cents: number): string {
  return written(cents, 'when-any');
}

/** Always with cents, "$4,850.00": calculator breakdowns, totals and columns of amounts. */
export function formatCents(cents: number): string {
  return written(cents, 'always');
}

/** Rounded to the dollar, "$4,851": only "from" figures and estimate ranges. */
export function formatWholeDollars(cents: number): string {
  return written(cents, 'never');
}

/** "1,234" for a count (rows, characters, steps): digits grouped the way the site writes them. */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Math.abs(count)).split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Cents as a money field shows them: "1,650" for whole dollars, "1,650.50" otherwise. */
export function formatMoneyField(cents: number | null | undefined): string {
  if (cents == null) return '';
  return formatPrice(cents).replace('$', '');
}
