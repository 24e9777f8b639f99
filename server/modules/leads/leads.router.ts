import { getBusinessFacts } from '../settings/settings.service';
import { publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import { contactSubmissionSchema, estimateSubmissionSchema } from './leads.schema';
import type { SubmissionKind } from './leads.choices';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { hashIp, leadRateLimit } from './leads.limits';
import { submitLead } from './leads.service';
import { cemeteryForRecord } from '../cemeteries/cemeteries.service';
import type { CemeteryChoice } from '../cemeteries/cemeteries.choices';
import { counted } from '../shared/plural';

interface LeadFields {
  name: string;
  email?: string | null;
  phone?: string | null;
  message?: string;
  website?: string;
  sourcePage?: string;
}

/**
 * Stores one lead. Every attempt counts against the sender's address (robots included); a
 * filled honeypot is answered like a success and dropped, so a robot learns nothing.
 */
async function acceptLead(
  ctx: Context,
  kind: SubmissionKind,
  input: LeadFields,
  extra: Record<string, string | undefined>,
  cemeteryChoice?: CemeteryChoice,
) {
  const ipHash = hashIp(ctx.ip);
  await limitOrRefuse(ctx.db, leadRateLimit(ipHash), {
    onRefused: ({ hits }) => ctx.log.warn({ kind, hits: hits[0] }, 'lead form rate limit reached'),
    message: async ({ minutes }) => {
      const primaryOffice = (await getBusinessFacts(ctx.db, ctx.contentVersion.value)).offices[0];
      return `We have received several messages from you in the last few minutes. Please try again in ${counted(minutes, 'minute')}${primaryOffice ? `, or call us at ${primaryOffice.phone}` : ''}.`;
    },
  });
  if (input.website?.trim()) {
    ctx.log.info({ kind }, 'lead form honeypot filled; dropped');
    return { ok: true as const, reference: null };
  }
  // The form names a kind and a rough size, not a monument's inches: the cemetery is kept with its
  // section's notes and fees, and its rules are checked once there is a design (decision 283).
  const cemetery = await cemeteryForRecord(ctx.db, cemeteryChoice, { name: extra.cemetery });
  const details = cemetery.name ? { ...extra, cemetery: cemetery.name } : extra;
  const cleanExtra = Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const { id, reference } = await submitLead(ctx.db, {
    kind,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    extra: cleanExtra,
    cemeteryCheck: cemetery.check,
    sourcePage: input.sourcePage,
    ipHash,
  });
  ctx.log.info({ submissionId: id, kind }, 'new lead received');
  return { ok: true as const, reference };
}

export const leadsRouter = router({
  /** The contact form on the home page and /contact-us. */
  submitContact: publicProcedure
    .input(contactSubmissionSchema)
    .mutation(({ ctx, input }) => acceptLead(ctx, 'contact', input, { office: input.office })),

  /** The price-estimate dialog. */
  submitEstimate: publicProcedure.input(estimateSubmissionSchema).mutation(({ ctx, input }) =>
    acceptLead(
      ctx,
      'estimate',
      input,
      {
        office: input.office,
        monumentType: input.monumentType,
        size: input.size,
        granite: input.granite,
        budget: input.budget,
        timeline: input.timeline,
        cemetery: input.cemetery,
      },
      input.cemeteryChoice,
    ),
  ),
});
