/**
 * The most procedure calls one /trpc request may carry (decision record 187). The server refuses
 * a longer batch with 400 before reading its input, so one request cannot queue hundreds of
 * calls; the browser's batch links split at the same number, so the site itself never meets it.
 *
 * Shared by the server (server/app.ts) and the browser's tRPC client (src/lib/query-kit.ts).
 */
export const MAX_RPC_BATCH = 20;

/** tRPC's own words for the refusal, replaced by plain ones in the error formatter. */
export const TRPC_BATCH_TOO_LONG = 'Batch call exceeds maximum size';

export const BATCH_TOO_LONG_MESSAGE = `That request asked for more than ${MAX_RPC_BATCH} things at once. Please reload the page and try again.`;
