import { formatCount } from './money';
import { z } from 'zod';

/**
 * The building blocks every input schema is made of (architecture rule 5: schemas import only
 * zod and other schemas). A shared kernel: imported only by `*.schema.ts` files.
 *
 * Why: PostgreSQL refuses a NUL character in text and an id or number out of its column's range.
 * Each such value reached the database, answered 500, and on the embedded database every refusal
 * brought the process closer to hanging. Bad input is refused here, beside its field, in words a
 * person understands; nothing typed is lost because the form keeps its values.
 */

export const HIDDEN_CHARACTER_MESSAGE =
  'This has a hidden character in it that we cannot save (it often comes with copied text). Please delete it, or type the text in again.';
export const BROKEN_CHARACTER_MESSAGE =
  'This has a broken character in it (often half of an emoji, from copied text). Please delete it, or type the text in again.';

/** A UTF-16 surrogate that is not half of a pair: not a character at all, and not valid UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

function tooLongMessage(max: number) {
  return `Please keep this under ${formatCount(max)} characters`;
}

/** Refuses NUL and lone surrogates (stopping at the first, so its message stands alone). */
function storable(schema: z.ZodString): z.ZodString {
  return schema
    .refine((value) => !value.includes('\u0000'), { error: HIDDEN_CHARACTER_MESSAGE, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), { error: BROKEN_CHARACTER_MESSAGE, abort: true });
}

/**
 * Text from a person: trimmed, NUL and lone surrogates refused, at most `max` characters.
 * Chain `.min()`, `.regex()`, `.toLowerCase()` or `.pipe()` as a field needs.
 */
export function text(max: number, tooLong: string = tooLongMessage(max)): z.ZodString {
  return storable(z.string().trim()).max(max, { error: tooLong });
}

/** Optional text: blank (or missing) becomes null. */
export function optionalText(max: number, tooLong?: string) {
  return text(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));
}

/** A secret typed exactly as given (passwords): not trimmed, otherwise as `text()`. */
export function secretText(max: number, tooLong: string = tooLongMessage(max)): z.ZodString {
  return storable(z.string()).max(max, { error: tooLong });
}

/** The largest value of a PostgreSQL `integer` (serial ids, display order). */
export const MAX_INT4 = 2_147_483_647;

/** A row id of a `serial`/`integer` column: a whole number in the column's range. */
export function serialId(error = 'That record does not exist. Please reload the page.') {
  return z.number({ error }).int({ error }).min(1, { error }).max(MAX_INT4, { error });
}

/** A UUID (any version, RFC 9562 variant): anything else is refused before a query. */
export function uuid(error = 'That record does not exist. Please reload the page.') {
  return z.uuid({ error });
}

/** A path on this site ("/gallery/..."): starts with one slash, no spaces. */
export function sitePath(max = 300) {
  return text(max, 'That path is too long')
    .min(1, { error: 'Enter a path' })
    .regex(/^\/[^\s]*$/, { error: 'A path starts with / and has no spaces' });
}
