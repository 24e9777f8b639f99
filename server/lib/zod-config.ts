// The core's `config` alone: `z` from 'zod' would bring the whole library into every page's first load.
import { config } from 'zod/v4/core';

/**
 * Zod without its JIT (decision record 187). Zod 4 compiles a fast parser for each object schema
 * with `new Function`, and first probes whether it may: the site's Content-Security-Policy has no
 * 'unsafe-eval', so in the browser the probe is refused and reported as a CSP violation on every
 * staff screen. `jitless` skips the probe and the compiled parsers alike; the interpreted parser
 * gives the same results.
 *
 * Zod reads the setting when a schema is built, so this module is the first import of both
 * entries (src/entry-client.tsx and server/main.ts; server/app.ts too, for tests and scripts
 * that build the app without main.ts), before any module that defines a schema.
 */
config({ jitless: true });
