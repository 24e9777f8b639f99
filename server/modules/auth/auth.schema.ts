import { z } from 'zod';
import { secretText, text } from '../shared/text.schema';

/** Sign-in form; the messages are the specification's, shown under each field. */
export const loginSchema = z.object({
  email: text(200, 'Invalid email address').pipe(z.email({ error: 'Invalid email address' })),
  password: secretText(200).min(6, { error: 'Password must be at least 6 characters' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Used by the admin CLI and the add-admin screen: a longer minimum than the sign-in form checks. */
export const newPasswordSchema = secretText(200).min(12, { error: 'Use at least 12 characters' });
