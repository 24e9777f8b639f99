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

/**
 * Moves focus to the first field marked invalid in `container` and brings it to the middle of
 * its scrolling box: below the site's sticky header on a page, and below a dialog's own sticky
 * title when the form is in a dialog (focus alone may scroll it just under either).
 */
export function focusFirstInvalid(container: HTMLElement | null | undefined) {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}
