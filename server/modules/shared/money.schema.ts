import { z } from 'zod';
import { formatPrice, parseUsMoney } from './money';

/**
 * A money field of an input schema, kept in integer cents. Takes the cents the staff screens send
 * (a whole number), or the amount as typed ("1,650", "$1,650.00"), read by the same parser as the
 * screens; anything else is refused beside the field, never stored as something else.
 */
export function moneyCents(what: string, { min = 0, max = 1_000_000_000 }: { min?: number; max?: number } = {}) {
  const dollars = formatPrice;
  return z
    .union([z.number(), z.string()], { error: `Please enter the ${what}` })
    .transform((value, ctx) => {
      if (typeof value === 'string') {
        const reading = parseUsMoney(value);
        if (reading.kind === 'cents') return reading.cents;
        ctx.addIssue({
          code: 'custom',
          message: reading.kind === 'empty' ? `Please enter the ${what}` : reading.message,
        });
        return z.NEVER;
      }
      if (!Number.isSafeInteger(value)) {
        ctx.addIssue({ code: 'custom', message: `Please enter the ${what} in whole cents` });
        return z.NEVER;
      }
      return value;
    })
    .pipe(
      z
        .number()
        .min(min, { error: min > 0 ? `The ${what} must be more than $0` : `The ${what} cannot be negative` })
        .max(max, { error: `Please check the ${what}: it is over ${dollars(max)}` }),
    );
}
