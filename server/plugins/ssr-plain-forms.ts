import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { ZodError, ZodType } from 'zod';
import { appRouter } from '../app-router';
import { createContext } from '../trpc/context';
import { PageCacheHints } from '../modules/page-cache/page-cache';
import { isCrossSiteRequest } from './security';
import { renderFresh } from './ssr-render';
import type { SsrSite } from './ssr-site';
import type { FormAnswer } from '#src/lib/form-answer';

/**
 * The one way a public page accepts a plain form POST (decision 240, amending 229 and 232): the
 * form a page posts to its own address before its script has arrived, or without it. A route
 * declares itself with `plainFormRoute`; this file does what every such route needs:
 *
 * - a form from another site is refused (403) before anything is read or called;
 * - the body is the form's text fields (ssr.ts parses the encoding; anything else sent is ignored);
 * - the handler checks them with its domain's schema (`check`), calls its domain's procedure as
 *   this request (`api`: its address, cookies and rate limits), and either sends the browser on
 *   to a result page (`seeOther`, 303, so a reload asks again with GET) or answers with the page
 *   again (`formAgain`/`page`): everything typed kept and each message beside its field;
 * - a fault on our side is logged once with the request's id (never what was typed) and said in
 *   plain words with that id as the reference;
 * - the answer is rendered for this request only, never cached (`cacheable: false`, no-store).
 */

/** The text fields of a request's body (a form's are all text; anything else sent is ignored). */
const formFields = (body: unknown): Record<string, string> =>
  typeof body === 'object' && body
    ? Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/** Why a form was refused, for the page to show: messages by field, one for the whole form, the status. */
interface Refusal {
  errors: Record<string, string>;
  message: string | null;
  status: number;
  /** The procedure's refusal, when it was one the family can act on (a taken time, too many tries). */
  code: TRPCError['code'] | null;
}

/** The first message per field, as the browser's own check shows them. */
function fieldMessages(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

const statusOf: Partial<Record<TRPCError['code'], number>> = { TOO_MANY_REQUESTS: 429, CONFLICT: 409 };

const isZodError = (error: unknown): error is ZodError =>
  typeof error === 'object' && error !== null && Array.isArray((error as ZodError).issues);

/** A POST to a page, as its handler sees it. */
export interface PlainForm {
  req: FastifyRequest;
  reply: FastifyReply;
  /** What the form sent: its text fields. */
  fields: Record<string, string>;
  /** The procedures, called as this request. */
  api: ReturnType<typeof appRouter.createCaller>;
  /** The fields through the domain's schema: its output, or the refusal with each field's message. */
  check<T>(schema: ZodType<T>, input?: unknown): { ok: true; data: T } | { ok: false; refusal: Refusal };
  /** What a failed call says: a family refusal in its own words, or our fault logged with the request id. */
  refusalOf(error: unknown, doing: string): Refusal;
  /** On to the page that shows the result (303: a reload asks for it with GET). */
  seeOther(location: string): FastifyReply;
  /** The page at `path`, rendered for this request only with `answer` for its loader (never cached). */
  page(path: string, answer: unknown, status?: number): Promise<unknown>;
  /** The page at `path` again: `values` as typed, the refusal's messages beside their fields. */
  formAgain(path: string, values: Record<string, string>, refusal: Partial<Refusal>, status?: number): Promise<unknown>;
}

/** The page at `path`, rendered for this request only with a form's answer (also for a GET that answers from a cookie). */
export function renderWithAnswer(
  site: SsrSite,
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  formAnswer: unknown,
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
}

function plainForm(site: SsrSite, req: FastifyRequest, reply: FastifyReply, form: string): PlainForm {
  function refusalOf(error: unknown, doing: string): Refusal {
    const cause = error instanceof TRPCError ? error.cause : error;
    if (isZodError(cause)) return { errors: fieldMessages(cause), message: null, status: 422, code: 'BAD_REQUEST' };
    if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR')
      return { errors: {}, message: error.message, status: statusOf[error.code] ?? 422, code: error.code };
    // Never what was typed: the error and where, with the id the family is given.
    req.log.error({ err: error, requestId: req.id, form }, `plain form failed: ${doing}`);
    return {
      errors: {},
      message: `Something went wrong on our side. Please try again in a moment, or call us (reference ${req.id}).`,
      status: 500,
      code: null,
    };
  }
  const fields = formFields(req.body);
  return {
    req,
    reply,
    fields,
    api: appRouter.createCaller(createContext(site.opts.services, req, reply, new PageCacheHints())),
    check(schema, input = fields) {
      const parsed = schema.safeParse(input);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : {
            ok: false,
            refusal: { errors: fieldMessages(parsed.error), message: null, status: 422, code: 'BAD_REQUEST' },
          };
    },
    refusalOf,
    seeOther: (location) => reply.redirect(location, 303),
    page: (path, answer, status) => renderWithAnswer(site, req, reply, path, answer, status),
    formAgain(path, values, refusal, status) {
      const answer: FormAnswer = { values, errors: refusal.errors ?? {}, message: refusal.message ?? null };
      return renderWithAnswer(site, req, reply, path, answer, status ?? refusal.status ?? 422);
    },
  };
}

/** The longest plain form body read unless a route says less: a booking's or a reservation's few fields. */
const PLAIN_FORM_BODY_LIMIT = 64 * 1024;

/**
 * Declares that the page at `path` (a Fastify route path) accepts a plain POST, answered by
 * `handle`. `crossSite` is what a form on another site is told (403). `bodyLimit` may be lower
 * than the 64 KiB every form may send; a larger body is refused (413) before it is read.
 */
export function plainFormRoute<Params = unknown>(
  app: FastifyInstance,
  site: SsrSite,
  route: {
    path: string;
    crossSite: string;
    bodyLimit?: number;
    handle: (form: PlainForm, params: Params) => Promise<unknown>;
  },
) {
  app.post(
    route.path,
    { bodyLimit: route.bodyLimit ?? PLAIN_FORM_BODY_LIMIT },
    async (req: FastifyRequest, reply: FastifyReply) => {
      // A form on another site must not act in this browser's name (open an order, book, reserve).
      if (isCrossSiteRequest(req, [site.opts.siteUrl]))
        return reply
          .code(403)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(route.crossSite);
      return route.handle(plainForm(site, req, reply, route.path), req.params as Params);
    },
  );
}

/** The form encoding every plain form sends, read once for all of them. */
export function acceptPlainForms(app: FastifyInstance) {
  // The last value of a name wins, as the browser's own forms expect (a hidden default before a box).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PLAIN_FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
