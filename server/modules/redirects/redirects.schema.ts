import { z } from 'zod';
import { isSafeLocalPath } from './redirect-rules';

const sitePath = z
  .string()
  .trim()
  .min(1, { error: 'Enter a path' })
  .max(300)
  .regex(/^\/[^\s]*$/, { error: 'A path starts with / and has no spaces' });

/** Where a rule sends visitors: a path on this site, never another host in disguise. */
const targetPath = sitePath.refine(isSafeLocalPath, {
  error: 'Enter a path on this site, like /gallery (it cannot start with // or hold a backslash)',
});

/** A redirect rule as staff edit it. */
export const redirectInputSchema = z.object({
  matchType: z.enum(['exact', 'keyword']),
  pattern: z.string().trim().toLowerCase().min(1, { error: 'Enter the old path or keyword' }).max(300),
  targetPath,
  statusCode: z.union([z.literal(301), z.literal(302)]),
  note: z.string().trim().max(500).nullish(),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectIdSchema = z.object({ id: z.number().int().positive() });
export const resolvePathSchema = z.object({ path: sitePath });
