import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  commitmentSubmissionSchema,
  type CommitmentSubmissionInput,
} from '../modules/value-engineering/value-engineering.schema';
import { PACKAGES_PAGE, type PackageReservationAnswer } from '../modules/value-engineering/value-engineering.choices';
import { pageHandler } from './ssr-cache-lookup';
import { plainFormRoute, renderWithAnswer, type PlainForm } from './ssr-plain-forms';
import { cemeteryErrorsBeside, withCemeteryChoice } from './plain-cemetery-choice';
import type { SsrSite } from './ssr-site';

/**
 * "Reserve this package" without script (decision 240, amending 231): the packages page's plain
 * reservation form, posted to the page. Checked with the same schema and reserved through the
 * same procedure as the dialog (its rate limit, honeypot, staff record and emails). Reserved:
 * the browser goes on to `?reserved=<package id>`, which shows the confirmation from a cookie only
 * this browser holds (session, HttpOnly, this page's path), so the page after the reservation is
 * an ordinary GET that a reload shows again, never cached. Refused: the page again with the form,
 * everything typed and each message beside its field.
 */

/** The reservation just made in this browser: its package, the family's first name, the reference. */
const RESERVED_COOKIE = 'package_reserved';

type Reserved = Extract<PackageReservationAnswer, { kind: 'reserved' }>;

const encode = (reserved: Reserved) =>
  Buffer.from(JSON.stringify([reserved.packageId, reserved.firstName, reserved.reference])).toString('base64url');

/** The cookie's reservation, when it is one of ours for this package; anything else is nothing. */
function decode(value: string | undefined, packageId: string): Reserved | null {
  if (!value || value.length > 1000) return null;
  try {
    const [id, firstName, reference] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (id !== packageId || typeof firstName !== 'string' || firstName.length > 200) return null;
    if (reference !== null && (typeof reference !== 'string' || reference.length > 40)) return null;
    return { kind: 'reserved', packageId, firstName, reference };
  } catch {
    return null;
  }
}

function reservationForm(site: SsrSite) {
  return async (form: PlainForm) => {
    // The page every visitor is sent (cached) cannot carry a key of its own for each family: a
    // form without one gets one here, and keeps it when it comes back, so sending it again after
    // a refusal is the same reservation.
    const submissionKey = form.fields.submissionKey || randomUUID();
    // Everything sent comes back in the form, but the field only robots fill.
    const { website: _robots, ...typed } = form.fields;
    const values = { ...typed, submissionKey };
    // The cemetery as typed, and the one chosen from our list once the picker has run (decision 283).
    const input = withCemeteryChoice({ ...form.fields, submissionKey, sourcePage: PACKAGES_PAGE }, 'cemetery');
    const again = (refusal: { errors?: Record<string, string>; message?: string | null; status?: number }) =>
      form.page(
        PACKAGES_PAGE,
        {
          kind: 'form',
          values,
          errors: cemeteryErrorsBeside(refusal.errors ?? {}, 'cemetery'),
          message: refusal.message ?? null,
        } satisfies PackageReservationAnswer,
        refusal.status ?? 422,
      );

    const checked = form.check(commitmentSubmissionSchema, input);
    if (!checked.ok) return again(checked.refusal);
    try {
      const result = await form.api.valueEngineering.reserve(input as CommitmentSubmissionInput);
      const firstName = checked.data.name.trim().split(/\s+/)[0] ?? '';
      const packageId = checked.data.packageId;
      form.reply.setCookie(
        RESERVED_COOKIE,
        encode({ kind: 'reserved', packageId, firstName, reference: result.reference }),
        {
          path: PACKAGES_PAGE,
          httpOnly: true,
          sameSite: 'lax',
          secure: site.opts.services.secureCookies,
        },
      );
      return form.seeOther(`${PACKAGES_PAGE}?reserved=${encodeURIComponent(packageId)}`);
    } catch (error) {
      return again(form.refusalOf(error, 'reserving a package'));
    }
  };
}

/** The packages page: with `?reserved=` and this browser's reservation, the confirmation (uncached); else the page as always. */
function packagesPage(site: SsrSite) {
  const everyone = pageHandler(site);
  return async (req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    const packageId = typeof req.query.reserved === 'string' ? req.query.reserved : '';
    const reserved = packageId ? decode(req.cookies[RESERVED_COOKIE], packageId) : null;
    if (!reserved) return everyone(req, reply);
    return renderWithAnswer(site, req, reply, PACKAGES_PAGE, reserved);
  };
}

/** The packages page's plain reservation form, and the page that shows the reservation made. */
export function packageFormRoutes(app: FastifyInstance, site: SsrSite) {
  plainFormRoute(app, site, {
    path: PACKAGES_PAGE,
    crossSite: 'Please reserve a package from our own page.',
    handle: reservationForm(site),
  });
  app.get(PACKAGES_PAGE, packagesPage(site));
}
