import { z } from 'zod';
import { text } from '../shared/text.schema';

/** "Send a test email": to the address typed, or to the staff member's own when left blank. */
export const sendTestEmailSchema = z.object({
  to: text(200)
    .optional()
    .refine((value) => !value || z.email().safeParse(value).success, {
      error: 'Please enter a valid email address, like office@example.com',
    }),
});
