import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { AppDb } from '#db/create-db';
import { sessionFromRequest, type Context } from '#server/trpc/context';
import { requireAdminSession } from '#server/trpc/init';
import { ImageRejectedError, MAX_UPLOAD_BYTES } from './image-pipeline';
import { deleteImageFiles, storeImage, type StoredImage } from './media.service';
import type { MediaStorage } from './storage';
import type { ContentVersion } from '../page-cache/content-version';

export interface ImageUploadRouteOptions<Q extends z.ZodType> {
  /** e.g. /admin-api/gallery/upload */
  path: string;
  db: AppDb;
  storage: MediaStorage;
  /** Bumped after a successful upload, like every staff change (cached pages are dropped). */
  contentVersion: ContentVersion;
  /** The query string: what the upload is for (category...). */
  query: Q;
  /** Saves the stored image (a gallery row, a site image...) and returns what the client gets back. */
  save(args: {
    db: AppDb;
    stored: StoredImage;
    fileName: string;
    query: z.infer<Q>;
    user: SessionUser;
  }): Promise<unknown>;
}

type SessionUser = Extract<Awaited<ReturnType<Context['getSession']>>, object>['user'];

declare module 'fastify' {
  interface FastifyRequest {
    uploadUser?: SessionUser;
  }
}

/**
 * The session's user when it belongs to an admin, by the same check as every admin procedure;
 * otherwise answers 401 or 403 with that check's words and returns null.
 */
export async function requireAdmin(db: AppDb, req: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  try {
    const session = await requireAdminSession({ getSession: () => sessionFromRequest(db, req, reply) });
    return session.user;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    await reply.code(getHTTPStatusCodeFromError(error)).send({ error: error.message });
    return null;
  }
}

/**
 * The file's name as the browser sent it (`X-File-Name`, percent-encoded), as text the database
 * keeps: control characters (a NUL, which PostgreSQL refuses in text) and half emoji are dropped,
 * and it is cut to 200 characters. `fallback` when nothing usable is left.
 */
export function decodeFileName(header: string | string[] | undefined, fallback = 'image'): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const clean = decoded
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  return Array.from(clean).slice(0, 200).join('') || fallback;
}

/** A query schema's own words; zod's generic ones ("Invalid input: expected string...") are not for staff. */
function queryMessage(issue: z.core.$ZodIssue | undefined): string | undefined {
  if (!issue || issue.code === 'invalid_type' || /^Invalid input/.test(issue.message)) return undefined;
  return issue.message;
}

/**
 * An admin-only upload of one image as the raw request body (tRPC speaks JSON; a file is better
 * sent as bytes, with upload progress in the browser). The session is checked before the body
 * is read, cross-site requests are already refused by the security plugin, and the pipeline
 * decides by content whether it is an image at all. Answers JSON: 201 with what `save`
 * returned, or { error } with 400/401/403/413/422.
 */
export async function registerImageUploadRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  options: ImageUploadRouteOptions<Q>,
) {
  await app.register(async (scope) => {
    // Any declared type is read as bytes here: the bytes, not the label, say what the file is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .code(413)
          .send({ error: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please send a smaller copy.` });
      }
      if (error.statusCode && error.statusCode < 500)
        return reply.code(error.statusCode).send({ error: error.message });
      req.log.error({ err: error }, 'image upload failed');
      return reply
        .code(500)
        .send({ error: `Something went wrong on our side. Please try again (reference ${req.id}).` });
    });

    scope.post(options.path, {
      // Runs before the body is read: strangers never get 25 MB parsed.
      onRequest: async (req, reply) => {
        const user = await requireAdmin(options.db, req, reply);
        if (user) req.uploadUser = user;
      },
      handler: async (req, reply) => {
        const query = options.query.safeParse(req.query);
        if (!query.success) {
          return reply
            .code(400)
            .send({ error: queryMessage(query.error.issues[0]) ?? 'Please choose where the image goes.' });
        }
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          return reply.code(400).send({ error: 'No file arrived. Please choose the image again.' });
        }
        const fileName = decodeFileName(req.headers['x-file-name']);
        let stored: StoredImage;
        try {
          stored = await storeImage(options.storage, req.body);
        } catch (error) {
          if (error instanceof ImageRejectedError) {
            req.log.info({ reason: error.reason, fileName }, 'upload refused');
            return reply.code(422).send({ error: error.message, reason: error.reason });
          }
          throw error;
        }
        try {
          const saved = await options.save({
            db: options.db,
            stored,
            fileName,
            query: query.data,
            user: req.uploadUser!,
          });
          await options.contentVersion
            .bump()
            .catch((err: unknown) => req.log.error({ err }, 'could not bump the content version'));
          return reply.code(201).send(saved);
        } catch (error) {
          // No row refers to the files: remove them rather than leave orphans.
          await deleteImageFiles(options.storage, {
            variants: stored.variants,
            original_key: stored.originalKey,
          }).catch(() => {});
          throw error;
        }
      },
    });
  });
}
