import type { FastifyInstance } from 'fastify';
import { PROOF_ROUTE } from '../modules/orders/orders.choices';
import { plainFormRoute } from './ssr-plain-forms';
import type { SsrSite } from './ssr-site';

/** The longest proof form read: a proof code and an email address are far shorter. */
const PROOF_FORM_BODY_LIMIT = 4096;

/**
 * `/verify-manudraw`'s proof code and email (decision 229, through decision 240's plain forms):
 * they open the family's order through the same procedure the page's script calls. Once open,
 * the browser is sent back to the page (303), rendered from the cookie just set; a refusal is
 * answered with the page itself (200, as the page has always answered it), what was typed kept
 * and the words beside it. Personal either way: never cached (decision 140).
 */
export function proofFormRoute(app: FastifyInstance, site: SsrSite) {
  plainFormRoute(app, site, {
    path: PROOF_ROUTE,
    bodyLimit: PROOF_FORM_BODY_LIMIT,
    crossSite: 'Please open your proof from our own page.',
    async handle(form) {
      const values = { code: form.fields.code ?? '', email: form.fields.email ?? '' };
      try {
        await form.api.orders.openWithCode(values);
        return form.seeOther(PROOF_ROUTE);
      } catch (error) {
        return form.formAgain(PROOF_ROUTE, values, form.refusalOf(error, 'opening a proof'), 200);
      }
    },
  });
}
