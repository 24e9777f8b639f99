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
 * Sets a route scope up to take one file as the raw request body: read as bytes whatever type it
 * declares (the content decides what the file is), a body over `maxBytes` refused with 413 before
 * it is read, and every error answered as JSON `{ error }` in plain words (a 4xx with its own
 * words, or a 500 naming the request's reference). The staff uploads below and the design
 * playground's family photos share it.
 */
export function acceptRawUploads(scope: FastifyInstance, options: { maxBytes: number; failureLog: string }) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.maxBytes }, (_req, body, done) =>
    done(null, body),
  );

  scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ error: `The file is larger than ${options.maxBytes / 1024 / 1024} MB. Please send a smaller copy.` });
    }
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    req.log.error({ err: error }, options.failureLog);
    return reply.code(500).send({ error: `Something went wrong on our side. Please try again (reference ${req.id}).` });
  });
}

/** What a staff upload answers: the status and the JSON body (`{ error }` for a refusal). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface StaffUploadRouteOptions<Q extends z.ZodType> {
  /** e.g. /admin-api/gallery/upload */
  path: string;
  db: AppDb;
  /** The query string: what the upload is for (a category, an order...). */
  query: Q;
  /** The words for a query that does not say it (the schema's first issue given). */
  badQuery: string | ((issue: z.core.$ZodIssue | undefined) => string);
  /** The words when the body is empty. */
  noFile: string;
  /** The file's name when the browser sent none. */
  defaultFileName: string;
  /** What the log says when the handler fails (a 500). */
  failureLog: string;
  /** Handles the file, once the staff member, the query and the body are checked. */
  handle(args: {
    req: FastifyRequest;
    body: Buffer;
    fileName: string;
    query: z.infer<Q>;
    user: SessionUser;
  }): Promise<UploadAnswer>;
}

/**
 * A staff-only upload of one file as the raw request body (tRPC speaks JSON; a file is better
 * sent as bytes, with upload progress in the browser), for images and proof files alike. The
 * session is checked by the same rule as every admin procedure before the body is read (strangers
 * never get 25 MB parsed), cross-site requests are already refused by the security plugin, the
 * body is read as bytes whatever type it declares (the content decides what the file is), and a
 * body over MAX_UPLOAD_BYTES is refused. Answers JSON: what `handle` answers, or { error } with
 * 400/401/403/413 (or a handler's error's own 4xx), or a 500 naming the request's reference.
 */
export async function registerStaffUploadRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  options: StaffUploadRouteOptions<Q>,
) {
  await app.register(async (scope) => {
    acceptRawUploads(scope, { maxBytes: MAX_UPLOAD_BYTES, failureLog: options.failureLog });

    scope.post(options.path, {
      onRequest: async (req, reply) => {
        const user = await requireAdmin(options.db, req, reply);
        if (user) req.uploadUser = user;
      },
      handler: async (req, reply) => {
        const query = options.query.safeParse(req.query);
        if (!query.success) {
          const words = options.badQuery;
          return reply.code(400).send({ error: typeof words === 'string' ? words : words(query.error.issues[0]) });
        }
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          return reply.code(400).send({ error: options.noFile });
        }
        const answer = await options.handle({
          req,
          body: req.body,
          fileName: decodeFileName(req.headers['x-file-name'], options.defaultFileName),
          query: query.data,
          user: req.uploadUser!,
        });
        return reply.code(answer.status).send(answer.body);
      },
    });
  });
}

/** What an image upload route needs of the app. */
export interface ImageUploadDeps {
  db: AppDb;
  storage: MediaStorage;
  /** Bumped after a successful upload, like every staff change (cached pages are dropped). */
  contentVersion: ContentVersion;
}

export interface ImageUploadRoute<Q extends z.ZodType> {
  /** e.g. /admin-api/gallery/upload */
  path: string;
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

/**
 * A staff upload of one image (the staff upload set-up above): the pipeline decides by content
 * whether it is an image at all. Answers 201 with what `save` returned, or 422 with the reason.
 */
export function registerImageUploadRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  deps: ImageUploadDeps,
  route: ImageUploadRoute<Q>,
) {
  return registerStaffUploadRoute(app, {
    path: route.path,
    db: deps.db,
    query: route.query,
    badQuery: (issue) => queryMessage(issue) ?? 'Please choose where the image goes.',
    noFile: 'No file arrived. Please choose the image again.',
    defaultFileName: 'image',
    failureLog: 'image upload failed',
    handle: async ({ req, body, fileName, query, user }) => {
      let stored: StoredImage;
      try {
        stored = await storeImage(deps.storage, body);
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          req.log.info({ reason: error.reason, fileName }, 'upload refused');
          return { status: 422, body: { error: error.message, reason: error.reason } };
        }
        throw error;
      }
      try {
        const saved = await route.save({ db: deps.db, stored, fileName, query, user });
        await deps.contentVersion
          .bump()
          .catch((err: unknown) => req.log.error({ err }, 'could not bump the content version'));
        return { status: 201, body: saved };
      } catch (error) {
        // No row refers to the files: remove them rather than leave orphans.
        await deleteImageFiles(deps.storage, {
          variants: stored.variants,
          original_key: stored.originalKey,
        }).catch(() => {});
        throw error;
      }
    },
  });
}
