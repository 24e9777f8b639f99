import type { z } from 'zod';

/**
 * The first message per field of a failed zod parse, for showing beside each input (the
 * server's own messages, read the same way, come from fieldErrors in ./trpc). Every staff and
 * visitor form reads its errors through this, so they all pick the same message when a field
 * breaks more than one rule.
 */
export function firstErrorPerField(error: z.ZodError): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
