import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { appRouter } from '../app-router';
import { createContext } from '../trpc/context';
import {
  bookingOffices,
  LINK_INCOMPLETE_MESSAGE,
  tokenOfLink,
  type BookingOffice,
  type ManageBookingAnswer,
} from '../modules/bookings/bookings.choices';
import { bookingRequestSchema, type BookingRequestInput } from '../modules/bookings/bookings.schema';
import { plainFormRoute, renderWithAnswer, type PlainForm } from './ssr-plain-forms';
import { cemeteryErrorsBeside, withCemeteryChoice } from './plain-cemetery-choice';
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

/** The booking's private link, kept for this browser session (path /book/manage, never read by a script). */
function keepLink(site: SsrSite, reply: FastifyReply, token: string) {
  return reply.setCookie(BOOKING_LINK_COOKIE, token, {
    path: '/book/manage',
    httpOnly: true,
    sameSite: 'lax',
    secure: site.opts.services.secureCookies,
  });
}

/** An office's booking form: booked (on to the booking's page), or the form again with its messages. */
function officeForm(site: SsrSite) {
  return async (form: PlainForm, { office }: { office: string }) => {
    if (!bookingOffices.includes(office as BookingOffice)) return form.reply.callNotFound();
    const sent: Record<string, string> = { ...form.fields, office };
    // Everything sent comes back in the form, but the field only robots fill.
    const { website: _robots, ...values } = sent;
    const path = `/book/${office}`;

    // The cemetery as typed, and the one chosen from our list once the picker has run (decision 283).
    const input = withCemeteryChoice(sent, 'cemetery');
    const refused = (refusal: Parameters<PlainForm['formAgain']>[2]) =>
      form.formAgain(path, values, { ...refusal, errors: cemeteryErrorsBeside(refusal.errors ?? {}, 'cemetery') });
    const checked = form.check(bookingRequestSchema, input);
    if (!checked.ok) return refused(checked.refusal);
    try {
      const booked = await form.api.bookings.book(input as BookingRequestInput);
      keepLink(site, form.reply, booked.token);
      return form.seeOther('/book/manage');
    } catch (error) {
      const refusal = form.refusalOf(error, 'booking');
      if (refusal.code === 'CONFLICT') {
        // The time is gone: the list shown with the form is fetched again, without it.
        delete values.startsAt;
        return form.formAgain(path, values, { errors: { startsAt: refusal.message ?? '' } }, 409);
      }
      return refused(refusal);
    }
  };
}

/** The booking this browser booked or opened in this session (its cookie), or the form asking for the link. */
function sessionBooking(site: SsrSite) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const page = (answer: ManageBookingAnswer | undefined) =>
      renderWithAnswer(site, req, reply, '/book/manage', answer);
    const token = tokenOfLink(req.cookies[BOOKING_LINK_COOKIE]);
    if (!token) return page(undefined);
    try {
      const booking = await appRouter
        .createCaller(createContext(site.opts.services, req, reply))
        .bookings.get({ token });
      return page({ kind: 'booking', token, booking, confirmCancel: false, message: null });
    } catch (error) {
      // A link that no longer opens (the time has passed) is forgotten; the page asks for one.
      if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR')
        reply.clearCookie(BOOKING_LINK_COOKIE, { path: '/book/manage' });
      else req.log.error({ err: error, requestId: req.id }, 'could not open the booking of this session');
      return page(undefined);
    }
  };
}

/**
 * /book/manage's buttons and its link form. `intent`: `open` (a pasted link), `calendar` (the
 * calendar file), `cancel` (asks to confirm), `cancel-confirmed`. The link is the pasted one,
 * the page's own (a hidden field), or this session's cookie.
 */
function manageForm(site: SsrSite) {
  return async (form: PlainForm) => {
    const { fields: body, req, reply, api } = form;
    const intent = body.intent ?? 'open';
    const token =
      intent === 'open'
        ? tokenOfLink(body.link)
        : (tokenOfLink(body.token) ?? tokenOfLink(req.cookies[BOOKING_LINK_COOKIE]));
    const page = (answer: ManageBookingAnswer, status?: number) => form.page('/book/manage', answer, status);
    const askAgain = (message: string, status: number) =>
      page({ kind: 'link', link: body.link ?? '', message }, status);
    if (!token) {
      return askAgain(LINK_INCOMPLETE_MESSAGE, 422);
    }
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
        keepLink(site, reply, token);
        return page({ kind: 'booking', token, booking, confirmCancel: booking.changeable, message: null });
      }
      if (intent === 'cancel-confirmed') await api.bookings.cancel({ token });
      else await api.bookings.get({ token });
      keepLink(site, reply, token);
      return form.seeOther('/book/manage');
    } catch (error) {
      const refusal = form.refusalOf(error, intent);
      const message = refusal.message ?? LINK_INCOMPLETE_MESSAGE;
      if (!refusal.code) return askAgain(message, 500);
      if (intent === 'open' || refusal.code === 'NOT_FOUND' || refusal.code === 'TOO_MANY_REQUESTS') {
        return askAgain(message, refusal.code === 'TOO_MANY_REQUESTS' ? 429 : 422);
      }
      // The booking opens but this change was refused (no longer changeable): the booking with why.
      const booking = await api.bookings.get({ token }).catch(() => null);
      if (!booking) return askAgain(message, 409);
      return page({ kind: 'booking', token, booking, confirmCancel: false, message }, 409);
    }
  };
}

/** The booking pages' plain forms (decision 232) through decision 240's plain form routes, and /book/manage's GET. */
export function bookingFormRoutes(app: FastifyInstance, site: SsrSite) {
  const crossSite = 'Please book from our own page.';
  plainFormRoute<{ office: string }>(app, site, { path: '/book/:office', crossSite, handle: officeForm(site) });
  app.get('/book/manage', sessionBooking(site));
  plainFormRoute(app, site, { path: '/book/manage', crossSite, handle: manageForm(site) });
}
