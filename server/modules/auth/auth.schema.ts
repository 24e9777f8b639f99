import { z } from 'zod';
import { secretText, text } from '../shared/text.schema';

/** Sign-in form; the messages are the specification's, shown under each field. */
export const loginSchema = z.object({
  email: text(200, 'Invalid email address').pipe(z.email({ error: 'Invalid email address' })),
  password: secretText(200).min(6, { error: 'Password must be at least 6 characters' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** "Forgot your password?": the address to send a link to. */
export const forgotPasswordSchema = z.object({
  email: text(200, 'Please enter your email address').pipe(z.email({ error: 'Please enter a valid email address' })),
});

/** The reset link's secret (from the page's address) and the new password. */
export const resetLinkSchema = z.object({ token: text(100, 'This link is incomplete') });
export const resetWithLinkSchema = z.object({
  token: text(100, 'This link is incomplete'),
  password: secretText(200).min(12, { error: 'Use at least 12 characters' }),
});

/** Used by the admin CLI and the add-admin screen: a longer minimum than the sign-in form checks. */
export const newPasswordSchema = secretText(200).min(12, { error: 'Use at least 12 characters' });

const userId = z.uuid({ error: 'That admin does not exist. Please reload the page.' });

/** Add an admin: their email, and either a password to tell them or one generated for them. */
export const addAdminSchema = z.object({
  email: text(200, 'Please enter a valid email address').pipe(z.email({ error: 'Please enter a valid email address' })),
  password: newPasswordSchema.optional(),
  generate: z.boolean(),
});
export type AddAdminInput = z.infer<typeof addAdminSchema>;

export const removeAdminSchema = z.object({ id: userId });

export const resetPasswordSchema = z.object({
  id: userId,
  password: newPasswordSchema.optional(),
  generate: z.boolean(),
});

export const changeOwnPasswordSchema = z.object({
  currentPassword: secretText(200).min(1, { error: 'Please enter your current password' }),
  newPassword: newPasswordSchema,
});
