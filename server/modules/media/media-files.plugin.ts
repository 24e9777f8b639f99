import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { publicDirOf } from './disk-storage';
import { assertValidKey, contentTypeForKey, MEDIA_URL_PREFIX, type MediaStorage } from './storage';

/** Renditions have random names and never change: browsers and CDNs may keep them a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves public renditions at /media/<name>. From the disk with @fastify/static (sendfile,
 * ranges, HEAD); from object storage through the app, so the bucket can stay private and the
 * pages need no other origin. Originals (private/) are never reachable.
 */
export async function mediaFilesPlugin(app: FastifyInstance, opts: { storage: MediaStorage & { root?: string } }) {
  const { storage } = opts;
  if (storage.kind === 'disk' && storage.root) {
    const root = publicDirOf(storage.root);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      wildcard: true,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE_CACHE);
      },
    });
    return;
  }
  app.get<{ Params: { name: string } }>(`${MEDIA_URL_PREFIX}:name`, async (req, reply) => {
    const key = `public/${req.params.name}`;
    try {
      assertValidKey(key);
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const body = await storage.get(key);
    if (!body) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', IMMUTABLE_CACHE).type(contentTypeForKey(key)).send(body);
  });
}
