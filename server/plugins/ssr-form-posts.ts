import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { appRouter } from '../app-router';
import { createContext } from '../trpc/context';
import { PageCacheHints } from '../modules/page-cache/page-cache';
import { PROOF_ROUTE } from '../modules/orders/orders.choices';
import { isCrossSiteRequest } from './security';
import { renderFresh } from './ssr-render';
import type { SsrSite } from './ssr-site';
import type { PostedForm } from '#src/lib/posted-form';

/** The longest plain form body read: a proof code and an email address are far shorter. */
const FORM_BODY_LIMIT = 4096;

/** A refused form's words: each field's first message, or one message for the whole form. */
function refusalOf(req: FastifyRequest, error: unknown): Pick<PostedForm, 'errors' | 'problem'> {
  if (error instanceof TRPCError && error.cause instanceof ZodError) {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(z.flattenError(error.cause).fieldErrors))
      if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
    return { errors, problem: null };
  }
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR')
    return { errors: {}, problem: error.message };
  req.log.error({ err: error, requestId: req.id }, 'plain form failed');
  return {
    errors: {},
    problem: `Something went wrong on our side. Please try again in a moment (reference ${req.id}).`,
  };
}

/**
 * Plain forms that work before a page's script arrives, or without it (decision 229), posted to
 * the page's own address. `/verify-manudraw`'s proof code and email open the family's order
 * through the same procedure the page's script calls: once open, the browser is sent back to the
 * page (303), rendered from the cookie just set; a refusal is answered with the page itself, what
 * was typed kept and the words beside it. Personal either way: never cached (decision 140).
 */
export async function formPostsPlugin(app: FastifyInstance, { site }: { site: SsrSite }) {
  app.post(PROOF_ROUTE, { bodyLimit: FORM_BODY_LIMIT }, async (req: FastifyRequest, reply: FastifyReply) => {
    // A form on another site must not open an order in this browser.
    if (isCrossSiteRequest(req, [site.opts.siteUrl]))
      return reply.code(403).type('text/plain; charset=utf-8').send('Please open your proof from our own page.');
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    const fields = { code: field('code'), email: field('email') };
    let posted: PostedForm;
    try {
      const context = createContext(site.opts.services, req, reply, new PageCacheHints());
      await appRouter.createCaller(context).orders.openWithCode(fields);
      return reply.redirect(PROOF_ROUTE, 303);
    } catch (error) {
      posted = { fields, ...refusalOf(req, error) };
    }
    const url = new URL(`${new URL(site.opts.siteUrl).origin}${PROOF_ROUTE}`);
    return renderFresh(
      site,
      req,
      reply,
      { url, pageUrl: url, cacheable: false, renderedAt: site.version.value },
      posted,
    );
  });
}
