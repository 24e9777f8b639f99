import { z } from 'zod';
import { isSafeLocalPath } from './redirect-rules';
import { serialId, sitePath as sitePathSchema, text } from '../shared/text.schema';

const sitePath = sitePathSchema();

/** Where a rule sends visitors: a path on this site, never another host in disguise. */
const targetPath = sitePath.refine(isSafeLocalPath, {
  error: 'Enter a path on this site, like /gallery (it cannot start with // or hold a backslash)',
});

/** A redirect rule as staff edit it. */
export const redirectInputSchema = z.object({
  matchType: z.enum(['exact', 'keyword']),
  pattern: text(300).toLowerCase().min(1, { error: 'Enter the old path or keyword' }),
  targetPath,
  statusCode: z.union([z.literal(301), z.literal(302)]),
  note: text(500).nullish(),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectIdSchema = z.object({ id: serialId('That rule no longer exists. Please reload the page.') });

/** A row of the 404 log, by its path. */
export const notFoundPathSchema = z.object({ path: text(500).min(1) });
export const resolvePathSchema = z.object({ path: sitePath });
