import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { FAMILY_COOKIE, sessionFromRequest } from '#server/trpc/context';
import { registerStaffUploadRoute } from '../media/admin-upload';
import type { MediaStorage } from '../media/storage';
import { proofUploadQuerySchema } from './orders.schema';
import { proofFileForViewer, saveProofFile } from './order-proofs.service';
import { ProofFileRejectedError } from './proof-files';

export const PROOF_UPLOAD_PATH = '/admin-api/orders/proof-file';
export const PROOF_FILES_PREFIX = '/proof-files/';

/**
 * The policy of every proof file (decision record 187): a sandboxed document (no script, a
 * unique origin) that loads nothing, and that no page may frame.
 */
export const PROOF_FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * POST /admin-api/orders/proof-file?orderId=N with the file as the body (staff only, checked
 * before the body is read): a proof drawing, image or PDF, identified by its bytes. Answers 201
 * with the file's id for the version that sends it; 4xx with { error } in words staff can act on.
 *
 * GET /proof-files/<fileId>/<large|medium|original>: the file, to staff or to the family whose
 * order it belongs to (their cookie), never to anyone else, never to a shared cache; a PDF as an
 * attachment, every file sandboxed and never sniffed (decision record 187).
 */
export async function ordersHttpRoutes(app: FastifyInstance, deps: { db: AppDb; storage: MediaStorage }) {
  await registerStaffUploadRoute(app, {
    path: PROOF_UPLOAD_PATH,
    db: deps.db,
    query: proofUploadQuerySchema,
    badQuery: 'Please open the order again and choose the file.',
    noFile: 'No file arrived. Please choose the proof file again.',
    defaultFileName: 'proof',
    failureLog: 'proof upload failed',
    handle: async ({ req, body, fileName, query, user }) => {
      try {
        const saved = await saveProofFile(deps.db, deps.storage, query.orderId, body, fileName, user.email);
        return { status: 201, body: saved };
      } catch (error) {
        if (error instanceof ProofFileRejectedError) {
          req.log.info({ fileName }, 'proof file refused');
          return { status: 422, body: { error: error.message } };
        }
        if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
          return { status: 404, body: { error: 'That order no longer exists. Please reload the page.' } };
        }
        throw error;
      }
    },
  });

  app.get<{ Params: { fileId: string; size: string } }>(`${PROOF_FILES_PREFIX}:fileId/:size`, {
    // After the security plugin's hook (route hooks run last): a proof file is never a page of
    // this site, whatever it carries (decision record 187).
    onSend: async (_req, reply, payload) => {
      reply.header('Content-Security-Policy', PROOF_FILE_CSP);
      return payload;
    },
    handler: async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      reply.header('X-Robots-Tag', 'noindex');
      const { fileId, size } = req.params;
      if (!UUID.test(fileId) || !['large', 'medium', 'original'].includes(size)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const session = await sessionFromRequest(deps.db, req, reply);
      const file = await proofFileForViewer(deps.db, fileId, {
        staff: !!session?.user.isAdmin,
        familyToken: req.cookies[FAMILY_COOKIE] ?? null,
      });
      // The same answer for a file that does not exist and one this visitor may not see.
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const key =
        file.kind === 'pdf' || size === 'original'
          ? file.originalKey
          : size === 'large'
            ? file.largeKey
            : file.mediumKey;
      const body = key ? await deps.storage.get(key) : null;
      if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const type =
        file.kind === 'pdf'
          ? 'application/pdf'
          : size === 'original'
            ? ({ jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }[
                file.originalKey.slice(file.originalKey.lastIndexOf('.') + 1)
              ] ?? 'application/octet-stream')
            : 'image/webp';
      const name = `proof-${file.sha256.slice(0, 8)}.${file.kind === 'pdf' ? 'pdf' : size === 'original' ? file.originalKey.slice(file.originalKey.lastIndexOf('.') + 1) : 'webp'}`;
      return (
        reply
          // A PDF is saved and opened by the phone's or computer's own reader, never shown as a
          // document of this site: the script a PDF may carry never runs in its origin.
          .header('Content-Disposition', `${file.kind === 'pdf' ? 'attachment' : 'inline'}; filename="${name}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .type(type)
          .send(body)
      );
    },
  });
}
