import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  inlineScriptHashes,
  isPrivateLinkPage,
  type CachedPage,
  type PageCacheHints,
} from '../modules/page-cache/page-cache';
import type { RenderedPage } from '#src/entry-server';
import type { RenderTarget, SsrSite } from './ssr-site';
import { carriesFamilyWords } from './family-words';

/** The best encoding of a cached page the request accepts. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const brotliOnce = promisify(zlib.brotliCompress);
const gzipOnce = promisify(zlib.gzip);

/**
 * A page rendered for one response (a signed-in admin, the basket, the cache switched off),
 * compressed in one call at a level that costs less than it saves: brotli 2 and gzip 3 take
 * a fraction of a millisecond for a 80 kB page and keep it within 10% of the higher levels' size
 * (decision record 046). A cached page is compressed once, at high levels, when it is stored.
 */
async function sendRenderedHtml(req: FastifyRequest, reply: FastifyReply, pieces: string[]) {
  reply.type('text/html; charset=utf-8');
  // Each piece encoded on its own: joining them first would copy the page once more (decision 047).
  const body = pieces.length === 1 ? Buffer.from(pieces[0]!, 'utf8') : Buffer.concat(pieces.map((p) => Buffer.from(p)));
  reply.header('Vary', 'Accept-Encoding');
  const encoding = body.length < 1024 ? 'identity' : pickEncoding(req.headers['accept-encoding']);
  reply.header('Content-Encoding', encoding);
  if (encoding === 'identity') return reply.send(body);
  const compressed =
    encoding === 'br'
      ? await brotliOnce(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipOnce(body, { level: 3 });
  return reply.send(compressed);
}

export function sendCachedPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
  req.cspScriptSources = page.scriptSources;
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', 'Accept-Encoding');
  reply.header('ETag', page.etag);
  reply.header('X-Page-Cache', hit ? 'hit' : 'miss');
  reply.type('text/html; charset=utf-8');
  const etags = req.headers['if-none-match'];
  if (etags && etags.split(',').some((tag) => tag.trim() === page.etag)) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  // Already compressed (or deliberately not): @fastify/compress leaves a set Content-Encoding alone.
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

/** Keeps a rendered page in the page cache, with its headers but the ones each response sets itself. */
function storePage(
  cache: NonNullable<SsrSite['cache']>,
  response: Response,
  pieces: string[],
  hints: PageCacheHints,
  target: RenderTarget,
) {
  const pageHeaders: [string, string][] = [];
  response.headers.forEach((value, key) => {
    if (key !== 'content-length' && key !== 'set-cookie' && key !== 'content-type') pageHeaders.push([key, value]);
  });
  return cache.store(`${target.pageUrl.pathname}${target.pageUrl.search}`, {
    version: target.renderedAt,
    status: 200,
    headers: pageHeaders,
    html: pieces.join(''),
    expiresAt: hints.expiresAt,
  });
}

/**
 * Answers with a rendered page: kept in the page cache (and shared with whoever waits for the
 * same render) when it may be, else sent as rendered with headers that keep shared caches out.
 */
export async function sendPage(
  site: SsrSite,
  req: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedPage & { hints: PageCacheHints },
  target: RenderTarget,
) {
  const { response, hints } = rendered;
  const { cache } = site;
  const pieces = response.headers.get('location') ? [] : (rendered.html ?? [await response.text()]);
  const hasPage = pieces.some((piece) => piece.length > 0);
  if (
    cache &&
    target.cacheable &&
    response.status === 200 &&
    hasPage &&
    hints.storable &&
    !reply.hasHeader('set-cookie')
  ) {
    const page = await storePage(cache, response, pieces, hints, target);
    target.share?.(page);
    return sendCachedPage(req, reply, page, false);
  }

  reply.status(response.status === 200 && target.status ? target.status : response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') reply.header(key, value);
  });
  if (response.headers.get('location')) return reply.send();
  // HTML depends on the session cookie for admin pages; never cache it in shared caches. A
  // private link's page, or one with a family's words in its address, is kept by no cache at all
  // (decision records 179 and 230), and so is a plain form's answer: what the family typed, or
  // what it made (decision 240).
  reply.header(
    'Cache-Control',
    isPrivateLinkPage(target.url.pathname) || carriesFamilyWords(target.url) || target.formAnswer !== undefined
      ? 'private, no-store'
      : target.cacheable
        ? 'no-cache'
        : 'private, no-cache',
  );
  // No inline script spans two pieces: they are cut at the data block, itself a whole element.
  req.cspScriptSources = [...new Set(pieces.flatMap(inlineScriptHashes))];
  return sendRenderedHtml(req, reply, pieces);
}
