import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPublicAddress, systemResolve, RemoteFetchError } from '../media/safe-fetch';

/**
 * How webhook requests reach the network. Production uses the defaults (public addresses only,
 * the system resolver, https only). Tests pass their own through `buildApp({ webhookNetwork })`
 * to reach a receiver on this machine: an explicit injection, never a setting a server reads.
 */
export interface WebhookNetwork {
  /** Which resolved addresses may be contacted; public addresses only by default. */
  isAllowedAddress?: (address: string) => boolean;
  resolve?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
  /** Refuse http:// (production). */
  requireHttps?: boolean;
  timeoutMs?: number;
}

export type UrlCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks an address staff typed, when it is saved: the scheme, no credentials, and every address
 * the host resolves to must be public. A name that cannot be resolved right now is accepted (the
 * check runs again at every delivery, where a private answer is refused at connect time).
 */
export async function checkWebhookUrl(raw: string, network: WebhookNetwork = {}): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'Please enter a full web address, starting with https://' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'The address must start with https://' };
  }
  if (network.requireHttps && url.protocol !== 'https:') {
    return { ok: false, message: 'The address must start with https:// so the messages travel encrypted.' };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'Please leave the user name and password out of the address.' };
  }
  const allowed = network.isAllowedAddress ?? isPublicAddress;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const internal = {
    ok: false as const,
    message: 'That address points into a private or local network. Webhooks can only be sent to public addresses.',
  };
  if (net.isIP(host)) return allowed(host) ? { ok: true } : internal;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await (network.resolve ?? systemResolve)(host);
  } catch {
    return { ok: true };
  }
  return addresses.every((a) => allowed(a.address)) ? { ok: true } : internal;
}

export interface WebhookResponse {
  statusCode: number | null;
  durationMs: number;
  /** The first part of the answer's body, for the delivery log. */
  excerpt: string;
  /** Why no answer came (refused address, timeout, connection error), in plain words. */
  error: string | null;
}

const EXCERPT_CHARS = 500;

/**
 * POSTs one webhook: the address is checked again (scheme, and every resolved address at connect
 * time), redirects are not followed (a 3xx is a failed delivery), the answer is read up to a few
 * kilobytes, and the whole request is bounded in time.
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  network: WebhookNetwork = {},
): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrlForDelivery(rawUrl, network);
  if (check) return { statusCode: null, durationMs: elapsed(), excerpt: '', error: check };
  const url = new URL(rawUrl);
  const lookup = guardedLookup(network.resolve ?? systemResolve, network.isAllowedAddress ?? isPublicAddress);
  const timeoutMs = network.timeoutMs ?? 15_000;
  return new Promise<WebhookResponse>((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResponse, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      lookup,
      // No keep-alive agent: a pooled socket would skip the address check of a later request.
      agent: false,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'MonumentSiteWebhooks/1.0',
      },
    });
    const timer = setTimeout(
      () => finish({ statusCode: null, excerpt: '', error: `No answer within ${timeoutMs / 1000} seconds.` }),
      timeoutMs,
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      const message = error instanceof RemoteFetchError ? error.message : connectionProblem(error);
      finish({ statusCode: null, excerpt: '', error: message });
    });
    req.on('response', (res) => {
      const statusCode = res.statusCode ?? 0;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < EXCERPT_CHARS) text += chunk;
        else res.destroy();
      });
      const done = () =>
        finish({
          statusCode,
          excerpt: text.slice(0, EXCERPT_CHARS),
          error:
            statusCode >= 300 && statusCode < 400
              ? 'The receiver answered with a redirect; redirects are not followed.'
              : null,
        });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.end(body);
  });
}

/** The delivery-time part of the check that needs no DNS (the connect-time lookup does the rest). */
async function checkWebhookUrlForDelivery(rawUrl: string, network: WebhookNetwork): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'The saved address is not a web address.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only https:// addresses are contacted.';
  if (network.requireHttps && url.protocol !== 'https:') return 'Only https:// addresses are contacted.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !(network.isAllowedAddress ?? isPublicAddress)(host)) {
    return `${host} is a private or local network address; it is not contacted.`;
  }
  return null;
}

const CONNECTION_PROBLEMS: Record<string, string> = {
  ENOTFOUND: 'The address could not be found. Please check its spelling with whoever runs that system.',
  EAI_AGAIN: 'The address could not be looked up just now.',
  ECONNREFUSED: 'The other system refused the connection.',
  ECONNRESET: 'The other system cut the connection off.',
  ETIMEDOUT: 'The other system did not answer in time.',
  EHOSTUNREACH: 'The other system could not be reached.',
  ENETUNREACH: 'The other system could not be reached.',
};

/** A connection error in plain words, with its code for whoever runs the other system. */
function connectionProblem(error: NodeJS.ErrnoException): string {
  const known = error.code ? CONNECTION_PROBLEMS[error.code] : undefined;
  if (known) return `${known} (${error.code})`;
  if (error.code?.startsWith('ERR_TLS') || /certificate/i.test(error.message)) {
    return `The other system's security certificate was not accepted (${error.code ?? 'TLS'}).`;
  }
  return `Could not connect (${error.code ?? error.message}).`;
}
