import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress } from '#server/modules/media/safe-fetch';
import type { WebhookNetwork } from '#server/modules/webhooks/webhooks.service';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  at: number;
}

type Answer = { status: number; body?: string; headers?: Record<string, string> };

/**
 * A webhook receiver on 127.0.0.1 for tests: records every request and answers with what
 * `answer` says (200 by default).
 */
export async function startReceiver(answer: (count: number, req: ReceivedWebhook) => Answer = () => ({ status: 200 })) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: ReceivedWebhook = {
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(entry);
      const reply = answer(received.length, entry);
      res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
      res.end(reply.body ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The test-only network policy: public addresses as in production, plus the loopback address the
 * in-test receivers listen on. Injected explicitly into the app or job runner under test.
 */
export const loopbackReceiverNetwork: WebhookNetwork = {
  isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
};

/** Waits until `check` is true (polling), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
