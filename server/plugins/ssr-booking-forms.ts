import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { appRouter } from '../app-router';
import { createContext } from '../trpc/context';
import {
  bookingOffices,
  LINK_INCOMPLETE_MESSAGE,
  tokenOfLink,
  type BookingFormAnswer,
  type BookingOffice,
  type ManageBookingAnswer,
} from '../modules/bookings/bookings.choices';
import { bookingRequestSchema, type BookingRequestInput } from '../modules/bookings/bookings.schema';
import { renderFresh } from './ssr-render';
import type { SsrSite } from './ssr-site';

/**
 * The booking pages' plain forms (decision 232): what a family sends before the page's script has
 * arrived, or without it. An office's form books a time and goes on to /book/manage, or comes back
 * with everything typed and a message beside each field that needs one; /book/manage opens a
 * private link pasted into its form, and cancels or gives the calendar file from its buttons. The
 * booking's private link is kept for the session in an HttpOnly cookie read only by /book/manage,
 * so the page after a booking is an ordinary GET that a reload shows again (never cached).
 */

/** The booking's private link for this browser session: path /book/manage only, never read by a script. */
export const BOOKING_LINK_COOKIE = 'booking_link';

type FormBody = Record<string, string>;

/** The text fields of a request's body (a form's are all text; anything else sent is ignored). */
const formFields = (body: unknown): FormBody =>
  typeof body === 'object' && body
    ? Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/** The first message per field of a refused booking form, as the browser's check shows them. */
function fieldMessages(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

/** A fault on our side, logged with the request's id and said in plain words with it. */
function faultMessage(req: FastifyRequest, error: unknown, doing: string): string {
  req.log.error({ err: error }, `plain booking form failed: ${doing}`);
  return `Something went wrong on our side. Please try again, or call the office. (Reference ${req.id})`;
}

/** A refusal the family can act on (a taken time, too many tries, a link that does not open): its own words. */
const familyMessage = (error: unknown) =>
  error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR' ? error : null;

/** What every handler here uses: the procedures as this request, the page rendered with an answer, the link's cookie. */
function formKit(site: SsrSite) {
  return {
    caller: (req: FastifyRequest, reply: FastifyReply) =>
      appRouter.createCaller(createContext(site.opts.services, req, reply)),
    page(
      req: FastifyRequest,
      reply: FastifyReply,
      path: string,
      formAnswer: BookingFormAnswer | ManageBookingAnswer | undefined,
      status?: number,
    ) {
      const url = new URL(`${new URL(site.opts.siteUrl).origin}${path}`);
      return renderFresh(site, req, reply, {
        url,
        pageUrl: url,
        cacheable: false,
        renderedAt: site.version.value,
        formAnswer,
        ...(status ? { status } : {}),
      });
    },
    keepLink: (reply: FastifyReply, token: string) =>
      reply.setCookie(BOOKING_LINK_COOKIE, token, {
        path: '/book/manage',
        httpOnly: true,
        sameSite: 'lax',
        secure: site.opts.services.secureCookies,
      }),
  };
}
type FormKit = ReturnType<typeof formKit>;

/** An office's booking form: booked (on to the booking's page), or the form again with its messages. */
function officeForm({ caller, page, keepLink }: FormKit) {
  return async (req: FastifyRequest<{ Params: { office: string } }>, reply: FastifyReply) => {
    const office = req.params.office as BookingOffice;
    if (!bookingOffices.includes(office)) return reply.callNotFound();
    const sent: FormBody = { ...formFields(req.body), office };
    // Everything sent comes back in the form, but the field only robots fill.
    const { website: _robots, ...values } = sent;
    const again = (answer: Partial<BookingFormAnswer>, status: number) =>
      page(req, reply, `/book/${office}`, { values, errors: {}, message: null, ...answer }, status);

    const parsed = bookingRequestSchema.safeParse(sent);
    if (!parsed.success) return again({ errors: fieldMessages(parsed.error) }, 422);
    try {
      const booked = await caller(req, reply).bookings.book(sent as BookingRequestInput);
      keepLink(reply, booked.token);
      return reply.redirect('/book/manage', 303);
    } catch (error) {
      const refusal = familyMessage(error);
      if (refusal?.code === 'CONFLICT') {
        // The time is gone: the list shown with the form is fetched again, without it.
        delete values.startsAt;
        return again({ errors: { startsAt: refusal.message } }, 409);
      }
      if (refusal) return again({ message: refusal.message }, refusal.code === 'TOO_MANY_REQUESTS' ? 429 : 422);
      return again({ message: faultMessage(req, error, 'booking') }, 500);
    }
  };
}

/** The booking this browser booked or opened in this session (its cookie), or the form asking for the link. */
function sessionBooking({ caller, page }: FormKit) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOfLink(req.cookies[BOOKING_LINK_COOKIE]);
    if (!token) return page(req, reply, '/book/manage', undefined);
    try {
      const booking = await caller(req, reply).bookings.get({ token });
      return page(req, reply, '/book/manage', { kind: 'booking', token, booking, confirmCancel: false, message: null });
    } catch (error) {
      // A link that no longer opens (the time has passed) is forgotten; the page asks for one.
      if (familyMessage(error)) reply.clearCookie(BOOKING_LINK_COOKIE, { path: '/book/manage' });
      else req.log.error({ err: error }, 'could not open the booking of this session');
      return page(req, reply, '/book/manage', undefined);
    }
  };
}

/**
 * /book/manage's buttons and its link form. `intent`: `open` (a pasted link), `calendar` (the
 * calendar file), `cancel` (asks to confirm), `cancel-confirmed`. The link is the pasted one,
 * the page's own (a hidden field), or this session's cookie.
 */
function manageForm({ caller, page, keepLink }: FormKit) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const body = formFields(req.body);
    const intent = body.intent ?? 'open';
    const token =
      intent === 'open'
        ? tokenOfLink(body.link)
        : (tokenOfLink(body.token) ?? tokenOfLink(req.cookies[BOOKING_LINK_COOKIE]));
    const askAgain = (message: string, status: number) =>
      page(req, reply, '/book/manage', { kind: 'link', link: body.link ?? '', message }, status);
    if (!token) {
      return askAgain(LINK_INCOMPLETE_MESSAGE, 422);
    }
    const api = caller(req, reply);
    try {
      if (intent === 'calendar') {
        const file = await api.bookings.calendarFile({ token });
        return reply
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .header('Cache-Control', 'private, no-store')
          .type('text/calendar; charset=utf-8')
          .send(file.content);
      }
      if (intent === 'cancel') {
        const booking = await api.bookings.get({ token });
        keepLink(reply, token);
        return page(req, reply, '/book/manage', {
          kind: 'booking',
          token,
          booking,
          confirmCancel: booking.changeable,
          message: null,
        });
      }
      if (intent === 'cancel-confirmed') await api.bookings.cancel({ token });
      else await api.bookings.get({ token });
      keepLink(reply, token);
      return reply.redirect('/book/manage', 303);
    } catch (error) {
      const refusal = familyMessage(error);
      if (!refusal) return askAgain(faultMessage(req, error, intent), 500);
      if (intent === 'open' || refusal.code === 'NOT_FOUND' || refusal.code === 'TOO_MANY_REQUESTS') {
        return askAgain(refusal.message, refusal.code === 'TOO_MANY_REQUESTS' ? 429 : 422);
      }
      // The booking opens but this change was refused (no longer changeable): the booking with why.
      const booking = await api.bookings.get({ token }).catch(() => null);
      if (!booking) return askAgain(refusal.message, 409);
      return page(
        req,
        reply,
        '/book/manage',
        { kind: 'booking', token, booking, confirmCancel: false, message: refusal.message },
        409,
      );
    }
  };
}

export function bookingFormRoutes(app: FastifyInstance, site: SsrSite) {
  const kit = formKit(site);
  app.post('/book/:office', officeForm(kit));
  app.get('/book/manage', sessionBooking(kit));
  app.post('/book/manage', manageForm(kit));
}
