import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { getEnv } from '#server/env';
import { aiEndpointSettings } from '#server/modules/settings/settings.service';
import { fetch as guardedFetch } from 'undici';
import { guardedDispatcher, refuseLiteral } from '../media/outbound-guard';

/**
 * The optional OpenAI-compatible endpoint the AI tools use for richer results (decision record
 * 130). Every tool has a built-in engine that answers without it; this module never throws: a
 * missing configuration, a network error, a timeout, an HTTP error or a reply of the wrong
 * shape all come back as `{ ok: false }` so the caller falls back. Nothing the visitor typed is
 * logged here.
 */

export interface AiEndpoint {
  /** e.g. https://api.openai.com/v1 (the `/chat/completions` path is appended). */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  /**
   * Connect to public addresses only (the endpoint staff set at /admin/settings, unless
   * ALLOW_PRIVATE_AI_ENDPOINT): checked at connect time, as webhooks are (decision 176).
   */
  publicOnly?: boolean;
}

let dispatcher: ReturnType<typeof guardedDispatcher> | undefined;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ChatFailure = 'timeout' | 'network' | 'http_error' | 'malformed';

export type ChatResult =
  | { ok: true; text: string; ms: number }
  | { ok: false; reason: ChatFailure; detail: string; ms: number };

export interface ChatOptions {
  maxTokens?: number;
  temperature?: number;
  /** Ask for a JSON object reply (`response_format: { type: 'json_object' }`). */
  json?: boolean;
  /** Aborts the call early (e.g. the visitor left); reported as a timeout. */
  signal?: AbortSignal;
}

/** Replies larger than this are refused as malformed (no endpoint needs more for our prompts). */
const MAX_REPLY_BYTES = 256 * 1024;

const replySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

/**
 * The endpoint to use, or null when none is configured: the environment (AI_BASE_URL, AI_MODEL,
 * AI_API_KEY) wins over the settings staff enter at /admin/settings.
 */
export async function resolveAiEndpoint(db: AppDb): Promise<AiEndpoint | null> {
  const env = getEnv();
  const timeoutMs = env.AI_TIMEOUT_MS;
  if (env.AI_BASE_URL) {
    return {
      baseUrl: env.AI_BASE_URL,
      model: env.AI_MODEL ?? 'gpt-4o-mini',
      apiKey: env.AI_API_KEY ?? null,
      timeoutMs,
    };
  }
  const stored = await aiEndpointSettings(db);
  if (!stored.baseUrl || !stored.model) return null;
  return {
    baseUrl: stored.baseUrl,
    model: stored.model,
    apiKey: stored.apiKey,
    timeoutMs,
    publicOnly: !env.ALLOW_PRIVATE_AI_ENDPOINT,
  };
}

function chatUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

async function readCapped(response: { body: ReadableStream<Uint8Array> | null }): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One chat completion; never throws. */
export async function chatCompletion(
  endpoint: AiEndpoint,
  messages: ChatMessage[],
  options: ChatOptions = {},
): Promise<ChatResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const url = chatUrl(endpoint.baseUrl);
    let send: typeof fetch = fetch;
    if (endpoint.publicOnly) {
      const refused = refuseLiteral(new URL(url).hostname);
      if (refused) return { ok: false, reason: 'network', detail: refused.message, ms: elapsed() };
      dispatcher ??= guardedDispatcher();
      const viaGuard = dispatcher;
      send = ((input: string, init: RequestInit) =>
        guardedFetch(input, { ...(init as object), dispatcher: viaGuard })) as unknown as typeof fetch;
    }
    const response = await send(url, {
      method: 'POST',
      redirect: 'error',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        max_tokens: options.maxTokens ?? 600,
        temperature: options.temperature ?? 0.4,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
    });
    const body = await readCapped(response);
    if (!response.ok) {
      return { ok: false, reason: 'http_error', detail: `status ${response.status}`, ms: elapsed() };
    }
    if (body === null) return { ok: false, reason: 'malformed', detail: 'reply too large', ms: elapsed() };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, reason: 'malformed', detail: 'reply is not JSON', ms: elapsed() };
    }
    const reply = replySchema.safeParse(parsed);
    if (!reply.success) return { ok: false, reason: 'malformed', detail: 'reply has no message', ms: elapsed() };
    return { ok: true, text: reply.data.choices[0]!.message.content, ms: elapsed() };
  } catch (error) {
    if (signal.aborted)
      return { ok: false, reason: 'timeout', detail: `no reply within ${endpoint.timeoutMs} ms`, ms: elapsed() };
    return {
      ok: false,
      reason: 'network',
      // undici's "fetch failed" carries the reason (a refused address, a refused connection) as its cause.
      detail:
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : 'request failed',
      ms: elapsed(),
    };
  }
}
