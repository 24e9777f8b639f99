import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubMode = 'ok' | 'malformed' | 'timeout' | 'error500';

export interface StubRequest {
  headers: Record<string, string>;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; [key: string]: unknown };
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 for tests: `POST /v1/chat/completions` answers
 * with `reply(request)` as the assistant's message in `ok` mode, a body that is not a chat
 * completion in `malformed`, nothing at all in `timeout` (the connection hangs until closed),
 * and a 500 in `error500`. Every request is recorded.
 */
export async function startOpenAiStub(reply: (request: StubRequest) => string = () => 'Hello from the stub.') {
  let mode: StubMode = 'ok';
  const requests: StubRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: StubRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StubRequest['body'];
      } catch {
        // recorded as empty
      }
      const request: StubRequest = {
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body,
      };
      requests.push(request);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (mode === 'timeout') {
        hanging.add(res);
        return;
      }
      if (mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      if (mode === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[{"text":');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          model: body.model ?? 'stub',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply(request) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: StubMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
