import { z } from 'zod';
import { contactFields, requireReach } from '../shared/contact-fields.schema';
import { moneyCents } from '../shared/money.schema';
import { secretText, serialId, text, uuid } from '../shared/text.schema';
import { cemeteryChoiceSchema } from '../cemeteries/cemeteries.schema';
import { checkedLineKinds, orderOffices, orderStages, proofLineKinds, soldKinds } from './orders.choices';

/**
 * Orders' inputs: the staff screen (open, edit, move stages, issue proofs) and the family's
 * page (open with a link or a code and email, check, approve, ask for changes).
 */

const values = <V extends string>(list: readonly { value: V }[]) => list.map((c) => c.value) as [V, ...V[]];

/** Blank becomes null. */
const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** Money: whole cents, or US dollars as typed (shared/money.ts); above $0, at most $10 million. */
const cents = (what: string) => moneyCents(what, { min: 1, max: 1_000_000_000 });

/** "2026-11-23": a real calendar date. */
export const calendarDate = z
  .string({ error: 'Please enter the date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter the date as YYYY-MM-DD' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'That is not a real date' },
  );

/** An order as staff type it (by hand, or prefilled from a request and then checked). */
const orderFieldsBase = z.object({
  ...contactFields,
  office: z.enum(values(orderOffices), { error: 'Please choose an office' }).default('oklahoma'),
  inscription: text(2000, 'Please keep the names and dates under 2,000 characters'),
  cemetery: optional(200, 'Please shorten the cemetery to 200 characters'),
  /**
   * The cemetery chosen with the picker (decision 286): its check is made again on the server.
   * Left out, the order keeps its check; null clears it.
   */
  cemeteryChoice: cemeteryChoiceSchema.nullable().optional(),
  plot: optional(200, 'Please shorten the plot to 200 characters'),
  soldKind: z.enum(soldKinds, { error: 'Please choose what was sold' }).default('description'),
  soldReference: optional(120, 'Please shorten the reference to 120 characters'),
  soldDescription: text(2000, 'Please keep the description under 2,000 characters'),
  priceCents: cents('price').nullable().default(null),
  depositCents: cents('deposit').nullable().default(null),
  expectedInstallation: optional(120, 'Please keep this under 120 characters, like “Late April 2027”'),
});
export const orderFieldsSchema = orderFieldsBase.refine(...requireReach());
export type OrderFields = z.output<typeof orderFieldsSchema>;
export type OrderFieldsInput = z.input<typeof orderFieldsSchema>;

export const orderCreateSchema = orderFieldsBase.refine(...requireReach());
export const orderUpdateSchema = orderFieldsBase.extend({ id: serialId() }).refine(...requireReach());

/** One click: an order from a quote request (uuid), a package reservation or a booking (ids). */
export const orderFromSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quote_request'), id: uuid('That quote request no longer exists.') }),
  z.object({ kind: z.literal('commitment'), id: serialId('That reservation no longer exists.') }),
  z.object({ kind: z.literal('booking'), id: serialId('That booking no longer exists.') }),
]);
export type OrderSource = z.output<typeof orderFromSourceSchema>;

export const orderListSchema = z.object({
  stage: z.enum(orderStages).optional().catch(undefined),
  q: text(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type OrderListFilters = z.output<typeof orderListSchema>;

export const orderIdSchema = z.object({ id: serialId('That order no longer exists. Please reload the page.') });

/** Staff mark the cemetery's approval with the day it came, or clear it (null). */
export const cemeteryApprovalSchema = z.object({
  id: serialId('That order no longer exists. Please reload the page.'),
  approvedOn: calendarDate.nullable(),
});

export const stageChangeSchema = z.object({
  id: serialId(),
  stage: z.enum(orderStages, { error: 'Please choose a stage' }),
  reachedOn: calendarDate,
  familyNote: optional(600, 'Please keep the note under 600 characters'),
});
export type StageChange = z.output<typeof stageChangeSchema>;

export const stageNoteSchema = z.object({
  id: serialId(),
  stage: z.enum(orderStages, { error: 'Please choose a stage' }),
  reachedOn: calendarDate,
  familyNote: optional(600, 'Please keep the note under 600 characters'),
});

export const orderNotesSchema = z.object({
  id: serialId(),
  staffNotes: text(10_000, 'Please keep notes under 10,000 characters').nullable(),
});

export const proofLineSchema = z.object({
  kind: z.enum(proofLineKinds, { error: 'Please choose what this line is' }),
  text: text(300, 'Please keep each line under 300 characters').min(1, { error: 'Please type this line or remove it' }),
});

export const NO_LINES_LABEL = 'No names or dates to check: the design has none';
export const LINES_NEEDED_MESSAGE = `Please type the names and dates on the proof, so the family can check them; or tick “${NO_LINES_LABEL}”.`;
export const LINES_BUT_NO_CHECK_MESSAGE = `Names or dates are typed out, so the family should check them: untick “${NO_LINES_LABEL}”, or remove those lines.`;

/**
 * A new proof version: the uploaded file and the words cut on the stone, typed out. A design
 * with no names or dates (a drawing of a bench, a vase, a blank die) is sent as the file alone,
 * saying so with `noLinesToCheck`.
 */
export const proofIssueSchema = z
  .object({
    orderId: serialId(),
    fileId: uuid('Please upload the proof file again.'),
    lines: z.array(proofLineSchema).max(40, { error: 'Please keep it to 40 lines' }).default([]),
    noLinesToCheck: z.boolean().default(false),
    message: optional(1000, 'Please keep the message under 1,000 characters'),
  })
  .superRefine((proof, ctx) => {
    const checked = proof.lines.some((l) => checkedLineKinds.includes(l.kind));
    if (!proof.noLinesToCheck && !checked)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: LINES_NEEDED_MESSAGE });
    if (proof.noLinesToCheck && checked) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: LINES_BUT_NO_CHECK_MESSAGE });
    }
  });
export type ProofIssue = z.output<typeof proofIssueSchema>;

export const proofUploadQuerySchema = z.object({ orderId: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---------------------------------------------------------------------------------------------
// The family's side

export const CODE_MESSAGE = 'Please enter the proof code from our letter or email, like K7M-4QX-29P';

export const openWithCodeSchema = z.object({
  code: text(40, CODE_MESSAGE).min(1, { error: CODE_MESSAGE }),
  email: text(200, 'Please enter the email address we have for you')
    .min(3, { error: 'Please enter the email address we have for you' })
    .transform((v) => v.toLowerCase()),
});

/** The key from the link's fragment; its shape is checked where it is looked up (orderForToken). */
export const openLinkSchema = z.object({
  token: text(100, 'This link is not complete. Please open it from the email again.').min(1, {
    error: 'This link is not complete. Please open it from the email again.',
  }),
});

export const APPROVER_MESSAGE = 'Please type your first and last name to approve';

/** The family approves: their full name, and what they typed for every name and date. */
export const approveSchema = z.object({
  version: z.number().int().min(1).max(10_000),
  fullName: text(120, 'Please shorten your name to 120 characters')
    .min(3, { error: APPROVER_MESSAGE })
    .refine((name) => name.split(/\s+/).length >= 2, { error: APPROVER_MESSAGE }),
  typed: z.array(secretText(300)).max(40),
});

export const requestChangesSchema = z.object({
  version: z.number().int().min(1).max(10_000),
  comments: text(4000, 'Please keep your comments under 4,000 characters').min(3, {
    error: 'Please tell us what should change',
  }),
});
