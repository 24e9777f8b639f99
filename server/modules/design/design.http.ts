import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDb } from '#db/create-db';
import { getEnv } from '#server/env';
import { sessionFromRequest } from '#server/trpc/context';
import type { MediaStorage } from '../media/storage';
import type { ContentVersion } from '../page-cache/content-version';
import { consumeRateLimit, isRateLimited } from '../rate-limit/rate-limit.service';
import { privateLinkMissRule } from '../rate-limit/public-traffic';
import { DESIGN_ACCESS_REFUSAL, DESIGN_REFERENCE_PATTERN } from './design.choices';
import { fileRateLimit } from './design.limits';
import { designPicture, designSheet } from './design.service';

export const DESIGN_FILES_PREFIX = '/ai-tools/design-playground/';

/** The header a page may send its design-tool grant in, instead of `?grant=` (decision record 247). */
export const DESIGN_GRANT_HEADER = 'x-design-grant';

/** A downloaded design is a file, never a document of this site: it loads nothing and no page may frame it. */
const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function plain(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

const NOT_FOUND =
  'We could not find that design. Please check the link, or open the design playground and start a new one.';

/**
 * GET /ai-tools/design-playground/<reference>/design.png: the saved design's picture.
 * GET /ai-tools/design-playground/<reference>/design-sheet.pdf: its one-page design sheet, gated
 * like saving when the design-tool access form is on; the browser's grant comes as `?grant=` (a
 * plain download link) or the `x-design-grant` header, and signed-in staff need none (decision
 * record 247).
 *
 * Both are private (a saved design's reference is its secret): never kept by a shared cache,
 * never indexed, saved as an attachment with a friendly name, and a visitor whose references
 * keep missing is refused for a while, as private links are (decision record 179).
 */
export function designFileRoutes(
  app: FastifyInstance,
  deps: { db: AppDb; storage: MediaStorage; contentVersion: ContentVersion; siteUrl: string },
) {
  const files = ['design.png', 'design-sheet.pdf'] as const;
  for (const file of files) {
    app.get<{ Params: { reference: string }; Querystring: { grant?: unknown } }>(
      `${DESIGN_FILES_PREFIX}:reference/${file}`,
      {
        onSend: async (_req, reply, payload) => {
          reply.header('Content-Security-Policy', FILE_CSP);
          return payload;
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        reply.header('X-Robots-Tag', 'noindex');
        reply.header('X-Content-Type-Options', 'nosniff');
        const misses = privateLinkMissRule(req.ip, getEnv().PRIVATE_LINK_MISSES_PER_15_MINUTES);
        if (await isRateLimited(deps.db, [misses.key])) {
          return plain(
            reply,
            429,
            'Too many links that did not open in a short time. Please wait 15 minutes and try again, or call us and we will find it for you.',
          );
        }
        const reference = req.params.reference.trim().toUpperCase();
        const miss = async () => {
          await consumeRateLimit(deps.db, misses);
          return plain(reply, 404, NOT_FOUND);
        };
        if (!DESIGN_REFERENCE_PATTERN.test(reference)) return miss();
        const drawn = await consumeRateLimit(deps.db, fileRateLimit(req.ip));
        if (!drawn.allowed) {
          reply.header('Retry-After', String(drawn.retryAfterSeconds));
          return plain(
            reply,
            429,
            'You have downloaded many designs in a few minutes. Please wait a little and try again.',
          );
        }
        const contentVersion = deps.contentVersion.value;
        if (file === 'design.png') {
          const picture = await designPicture(deps.db, { storage: deps.storage, contentVersion }, reference);
          if (!picture) return miss();
          return reply
            .header('Content-Disposition', `attachment; filename="${picture.fileName}"`)
            .type('image/png')
            .send(picture.bytes);
        }
        const header = req.headers[DESIGN_GRANT_HEADER];
        const given =
          typeof req.query.grant === 'string' ? req.query.grant : typeof header === 'string' ? header : null;
        const grant = given && UUID.test(given.trim()) ? given.trim() : null;
        const sheet = await designSheet(
          deps.db,
          {
            storage: deps.storage,
            contentVersion,
            siteUrl: deps.siteUrl,
            grant,
            isStaff: async () => !!(await sessionFromRequest(deps.db, req, reply))?.user.isAdmin,
          },
          reference,
        );
        if (!sheet) return miss();
        if (!sheet.allowed) return plain(reply, 403, DESIGN_ACCESS_REFUSAL);
        return reply
          .header('Content-Disposition', `attachment; filename="${sheet.fileName}"`)
          .type('application/pdf')
          .send(sheet.bytes);
      },
    );
  }
}
