import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '#db/create-db';
import { getEnv } from '#server/env';
import { acceptRawUploads } from '../media/admin-upload';
import { ImageRejectedError } from '../media/image-pipeline';
import type { MediaStorage } from '../media/storage';
import { consumeRateLimit, isRateLimited } from '../rate-limit/rate-limit.service';
import { privateLinkMissRule } from '../rate-limit/public-traffic';
import { PHOTO_TREATMENTS } from './design.choices';
import {
  DESIGN_PHOTO_MAX_BYTES,
  DESIGN_PHOTOS_PATH,
  designPhotoKey,
  designPhotoPreview,
  photoUploadRateLimit,
  storeDesignPhoto,
} from './design.photos';

/** A preview is a picture, never a document of this site: it loads nothing and nothing may frame it. */
const PICTURE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A photo never changes under its id: the family's own browser may keep it a day; no shared cache may. */
const PREVIEW_CACHE = 'private, max-age=86400';

const NOT_FOUND =
  'We could not find that photo. It may have been sent from another browser; please add it again in the design playground.';

function plain(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * The design playground's family photos (decision record 264), open to every visitor:
 *
 * - POST /ai-tools/design-playground/photos: one photo as the raw request body (the browser sends
 *   the file's bytes with its image type, as the staff uploads do, so it can show progress). The
 *   bytes decide what it is; a body over 15 MB is refused before it is read, a visitor sending
 *   many is refused for a while, and a request from another site is refused. Answers 201
 *   `{ uploadId }`, or `{ error }` in plain words with a 4xx.
 * - GET /ai-tools/design-playground/photos/<uploadId>/porcelain.jpg and .../etched.jpg: the
 *   previews, private (the id is the only key; misses are counted as private links' are),
 *   never indexed.
 */
export async function designPhotoRoutes(
  app: FastifyInstance,
  deps: {
    db: AppDb;
    storage: MediaStorage;
    /** The security plugin's rule: the request was sent from another site. */
    isCrossSite: (req: FastifyRequest) => boolean;
  },
) {
  await app.register(async (scope) => {
    acceptRawUploads(scope, { maxBytes: DESIGN_PHOTO_MAX_BYTES, failureLog: 'design photo upload failed' });
    scope.post(DESIGN_PHOTOS_PATH, {
      onRequest: async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        reply.header('X-Robots-Tag', 'noindex');
        // Counted and checked before the body is read: a refused visitor's 15 MB is never parsed.
        if (deps.isCrossSite(req)) {
          return reply.code(403).send({ error: 'Please add your photo from the design playground on our site.' });
        }
        const counted = await consumeRateLimit(deps.db, photoUploadRateLimit(req.ip));
        if (!counted.allowed) {
          reply.header('Retry-After', String(counted.retryAfterSeconds));
          const minutes = Math.max(1, Math.ceil(counted.retryAfterSeconds / 60));
          return reply.code(429).send({
            error: `You have added many photos in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          });
        }
      },
      handler: async (req, reply) => {
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          return reply.code(400).send({ error: 'No photo arrived. Please choose it again.' });
        }
        try {
          const uploadId = await storeDesignPhoto(deps.storage, req.body);
          return reply.code(201).send({ uploadId });
        } catch (error) {
          if (error instanceof ImageRejectedError) {
            req.log.info({ reason: error.reason }, 'design photo refused');
            return reply.code(422).send({ error: error.message, reason: error.reason });
          }
          throw error;
        }
      },
    });
  });

  for (const treatment of PHOTO_TREATMENTS) {
    app.get<{ Params: { uploadId: string } }>(
      `${DESIGN_PHOTOS_PATH}/:uploadId/${treatment}.jpg`,
      {
        onSend: async (_req, reply, payload) => {
          reply.header('Content-Security-Policy', PICTURE_CSP);
          return payload;
        },
      },
      async (req, reply) => {
        reply.header('X-Robots-Tag', 'noindex');
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Cache-Control', 'private, no-store');
        const misses = privateLinkMissRule(req.ip, getEnv().PRIVATE_LINK_MISSES_PER_15_MINUTES);
        if (await isRateLimited(deps.db, [misses.key])) {
          return plain(
            reply,
            429,
            'Too many links that did not open in a short time. Please wait 15 minutes and try again.',
          );
        }
        const bytes = designPhotoKey(req.params.uploadId, treatment)
          ? await designPhotoPreview(deps.storage, req.params.uploadId, treatment)
          : null;
        if (!bytes) {
          await consumeRateLimit(deps.db, misses);
          return plain(reply, 404, NOT_FOUND);
        }
        return reply.header('Cache-Control', PREVIEW_CACHE).type('image/jpeg').send(bytes);
      },
    );
  }
}
