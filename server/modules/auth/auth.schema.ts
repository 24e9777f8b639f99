import { z } from 'zod';

/** Sign-in form; the messages are the specification's, shown under each field. */
export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email({ error: 'Invalid email address' })),
  password: z.string().min(6, { error: 'Password must be at least 6 characters' }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Used by the admin CLI and the add-admin screen: a longer minimum than the sign-in form checks. */
export const newPasswordSchema = z.string().min(12, { error: 'Use at least 12 characters' }).max(200);
