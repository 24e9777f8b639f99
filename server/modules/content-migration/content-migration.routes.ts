import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '#db/create-db';
import { requireAdmin } from '../media/admin-upload';
import type { MediaStorage } from '../media/storage';
import type { RemoteFetcher } from '../media/safe-fetch';
import type { ContentVersion } from '../page-cache/content-version';
import type { ServedPages } from '../redirects/redirects.service';
import {
  ARCHIVE_LIMITS,
  CONTENT_EXPORT_PATH,
  CONTENT_IMPORT_PATH,
  WORDPRESS_IMPORT_PATH,
  exportQuerySchema,
  importQuerySchema,
  type WordPressProgress,
  type WordPressReport,
} from './content-migration.schema';
import { exportArchive, importArchive, megabytes } from './content-migration.service';
import { importWordPress, WXR_MAX_BYTES } from './wordpress-import.service';

export { CONTENT_EXPORT_PATH, CONTENT_IMPORT_PATH, WORDPRESS_IMPORT_PATH };

interface Deps {
  db: AppDb;
  storage: MediaStorage;
  contentVersion: ContentVersion;
  fetchRemote: RemoteFetcher;
  /** The site's pages: imported redirects never start at one (decision record 180). */
  pages?: ServedPages;
}

const serverFault = (req: FastifyRequest) =>
  `Something went wrong on our side. Please try again (reference ${req.id}).`;

/**
 * The content archive's HTTP routes (an archive is a file, not JSON, so these are not tRPC
 * procedures): the export download and the two imports, each behind the same admin check as
 * every admin procedure, made before a byte of the body is read.
 */
export async function contentMigrationRoutes(app: FastifyInstance, deps: Deps) {
  const adminOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    await requireAdmin(deps.db, req, reply);
  };

  app.get(CONTENT_EXPORT_PATH, { onRequest: adminOnly }, async (req, reply) => {
    const query = exportQuerySchema.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Please choose whether to include leads.' });
    const archive = await exportArchive(deps, { includeLeads: query.data.leads });
    archive.stream.on('error', (err) => req.log.error({ err }, 'content export stopped part-way'));
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(archive.size))
      .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(archive.stream);
  });

  const bodyRoute = (
    path: string,
    limit: number,
    handle: (
      req: FastifyRequest,
      body: Buffer,
      mode: 'preview' | 'apply',
      reply: FastifyReply,
    ) => Promise<{ status: string } | 'streamed'>,
  ) =>
    app.register(async (scope) => {
      // Read as bytes whatever the declared type: the content decides what the file is.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limit }, (_req, body, done) => done(null, body));
      scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply
            .code(413)
            .send({ error: `The file is larger than ${megabytes(limit)}, more than this import accepts.` });
        }
        if (error.statusCode && error.statusCode < 500)
          return reply.code(error.statusCode).send({ error: error.message });
        req.log.error({ err: error }, 'content import failed');
        return reply.code(500).send({ error: serverFault(req) });
      });
      scope.post(path, { onRequest: adminOnly }, async (req, reply) => {
        const query = importQuerySchema.safeParse(req.query);
        if (!query.success) return reply.code(400).send({ error: query.error.issues[0]!.message });
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          return reply.code(400).send({ error: 'No file arrived. Please choose the file again.' });
        }
        const report = await handle(req, req.body, query.data.mode, reply);
        if (report === 'streamed') return reply;
        if (report.status === 'applied') {
          await deps.contentVersion
            .bump()
            .catch((err: unknown) => req.log.error({ err }, 'could not bump the content version'));
        }
        return reply.code(report.status === 'refused' ? 422 : 200).send(report);
      });
    });

  /**
   * Answers with lines of JSON: `{"progress":{...}}` while the import runs, then
   * `{"report":{...}}` (or `{"error":"..."}`). A refusal found before anything is written still
   * answers 422 with the report alone, like the plain JSON answer.
   */
  const streamImport = async (
    req: FastifyRequest,
    reply: FastifyReply,
    run: (onProgress: (progress: WordPressProgress) => void) => Promise<WordPressReport>,
  ): Promise<WordPressReport | 'streamed'> => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'application/x-ndjson; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Request-Id': String(req.id),
        'X-Content-Type-Options': 'nosniff',
      });
    };
    const line = (value: unknown) => reply.raw.write(`${JSON.stringify(value)}\n`);
    try {
      const report = await run((progress) => {
        start();
        line({ progress });
      });
      if (!started) return report;
      if (report.status === 'applied') {
        await deps.contentVersion
          .bump()
          .catch((err: unknown) => req.log.error({ err }, 'could not bump the content version'));
      }
      line({ report });
    } catch (error) {
      if (!started) throw error;
      req.log.error({ err: error }, 'WordPress import failed');
      line({ error: serverFault(req) });
    }
    reply.raw.end();
    return 'streamed';
  };

  await bodyRoute(CONTENT_IMPORT_PATH, ARCHIVE_LIMITS.maxUploadBytes, (req, body, mode) =>
    importArchive({ db: deps.db, storage: deps.storage, log: req.log }, body, mode),
  );
  await bodyRoute(WORDPRESS_IMPORT_PATH, WXR_MAX_BYTES, (req, body, mode, reply) => {
    const wordpressDeps = {
      db: deps.db,
      storage: deps.storage,
      fetchRemote: deps.fetchRemote,
      pages: deps.pages,
      log: req.log,
    };
    // The screen asks for lines of JSON: progress while pictures are fetched, then the report.
    const streamed = mode === 'apply' && /application\/x-ndjson/.test(req.headers.accept ?? '');
    if (!streamed) return importWordPress(wordpressDeps, body, mode);
    return streamImport(req, reply, (onProgress) => importWordPress({ ...wordpressDeps, onProgress }, body, mode));
  });
}
