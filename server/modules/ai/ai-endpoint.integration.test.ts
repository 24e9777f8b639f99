import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOpenAiStub } from '#tests/support/openai-stub';
import { chatCompletion, type AiEndpoint } from './ai-endpoint.service';

// The test's AI endpoint stub listens on 127.0.0.1: allowed here as the environment would allow it.
vi.hoisted(() => {
  vi.stubEnv('ALLOW_PRIVATE_AI_ENDPOINT', 'true');
});

describe('the OpenAI-compatible endpoint client', () => {
  let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
  let endpoint: AiEndpoint;

  beforeAll(async () => {
    stub = await startOpenAiStub((request) => `You said: ${request.body.messages?.at(-1)?.content ?? ''}`);
    endpoint = { baseUrl: stub.baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: 600 };
  });
  afterAll(() => stub.close());

  it('returns the assistant message and sends the model and key', async () => {
    stub.setMode('ok');
    const result = await chatCompletion(endpoint, [{ role: 'user', content: 'granite' }]);
    expect(result).toMatchObject({ ok: true, text: 'You said: granite' });
    const last = stub.requests.at(-1)!;
    expect(last.body.model).toBe('test-model');
    expect(last.headers.authorization).toBe('Bearer sk-test');
  });

  it('reports a malformed reply, a 500 and a timeout without throwing', async () => {
    stub.setMode('malformed');
    expect(await chatCompletion(endpoint, [{ role: 'user', content: 'x' }])).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    stub.setMode('error500');
    expect(await chatCompletion(endpoint, [{ role: 'user', content: 'x' }])).toMatchObject({
      ok: false,
      reason: 'http_error',
    });
    stub.setMode('timeout');
    const result = await chatCompletion(endpoint, [{ role: 'user', content: 'x' }]);
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(result.ms).toBeLessThan(5000);
  });

  it('reports an address nobody answers as a network failure', async () => {
    const closed = { ...endpoint, baseUrl: 'http://127.0.0.1:9/v1' };
    expect(await chatCompletion(closed, [{ role: 'user', content: 'x' }])).toMatchObject({
      ok: false,
      reason: 'network',
    });
  });
});
