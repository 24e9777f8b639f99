import { isIP } from 'node:net';
import { z } from 'zod';

/** The most proxies TRUST_PROXY may count in front of the app. */
const MAX_PROXY_HOPS = 5;

/** An address, a network in CIDR form, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Every environment variable the app reads, parsed once. Nothing else reads `process.env`
 * (architecture rule 6). An invalid value stops start-up with every bad field named.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    /** Public origin used for canonical URLs, sitemap and Origin checks. Defaults to http://localhost:PORT. */
    SITE_URL: z.url().optional(),
    /** node-postgres connection string; without it the app uses embedded PGlite under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed demo content (pages, gallery, images) when the database is empty. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Basket requests (list, add, remove, clear) one IP address may make per minute. */
    BASKET_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Quote requests one IP address may send per hour. */
    QUOTE_REQUEST_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Consultation bookings (and moves) one IP address may make per hour. */
    BOOKING_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /**
     * Requests one address may make to the public procedures (/trpc) per minute, a batch counted
     * once (decision record 185).
     */
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    /**
     * Public procedures running at once on one server; the rest wait their turn, so pages served
     * from the cache stay fast while one client floods. Default: 2 on the embedded database
     * (it runs in the server's own thread), 8 on PostgreSQL.
     */
    PUBLIC_RPC_CONCURRENCY: z.coerce.number().int().min(1).max(200).optional(),
    /**
     * How long the public free-slots list of an office is shared by the visitors asking for it
     * (milliseconds; 0 looks it up for every request). A booking on this server forgets it at once.
     */
    FREE_SLOTS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Public procedure calls that may wait for a turn; past this, a call is refused at once. */
    PUBLIC_RPC_QUEUE: z.coerce.number().int().min(0).max(10_000).default(200),
    /**
     * Private links (saved estimates and epitaphs, bookings) that did not open, per address, in
     * 15 minutes before that address waits 15 minutes.
     */
    PRIVATE_LINK_MISSES_PER_15_MINUTES: z.coerce.number().int().min(1).default(20),
    /**
     * Keep each public page, rendered once, for every anonymous visitor until staff change
     * something (decision record 040). `false` renders every request (for measuring).
     */
    PAGE_CACHE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Behind a reverse proxy: how many proxies stand in front of the app (a hop count, e.g. `1`),
     * or their addresses and networks (`10.0.0.1, 172.16.0.0/12`, or proxy-addr's `loopback`,
     * `linklocal`, `uniquelocal`). The visitor's address is then the one the nearest untrusted
     * hop added to X-Forwarded-For, so a forged header changes nothing. `false` (the default)
     * ignores the header. `true` is refused: it would believe the whole forged chain; so is a hop
     * count above 5, which comes to the same.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx): false | number | string[] => {
        const text = value.trim();
        if (text === '' || text === 'false' || text === '0') return false;
        if (/^\d+$/.test(text)) {
          const hops = Number(text);
          if (hops > MAX_PROXY_HOPS) {
            ctx.addIssue({
              code: 'custom',
              message: `a hop count is the number of proxies in front of the app, 1 to ${MAX_PROXY_HOPS}; ${text} would believe forged X-Forwarded-For entries`,
            });
            return z.NEVER;
          }
          return hops;
        }
        if (text === 'true') {
          ctx.addIssue({
            code: 'custom',
            message:
              'true would trust a forged X-Forwarded-For; give the number of proxies in front of the app (e.g. 1) or their addresses',
          });
          return z.NEVER;
        }
        const entries = text.split(',').map((entry) => entry.trim());
        const bad = entries.filter((entry) => !isProxyAddress(entry));
        if (bad.length > 0) {
          ctx.addIssue({ code: 'custom', message: `not a hop count, an address or a network: ${bad.join(', ')}` });
          return z.NEVER;
        }
        return entries;
      }),
    /**
     * S3-compatible object storage for images. Without S3_BUCKET, images are kept on the local
     * disk under DATA_DIR/media. The bucket stays private: the app serves /media/* itself.
     */
    S3_BUCKET: z.string().min(1).optional(),
    /** e.g. https://s3.us-east-1.amazonaws.com or http://localhost:9000 */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** A folder inside the bucket, e.g. "monuments/"; empty by default. */
    S3_PREFIX: z.string().default(''),
    /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * A backup of the embedded database and the media folder every night, kept under
     * DATA_DIR/backups (decision record 186). Ignored with DATABASE_URL: PostgreSQL is backed up
     * with `npm run backup` (pg_dump) or the database host's own backups.
     */
    BACKUP_DAILY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** How many days daily backups are kept before they are deleted (the newest is always kept). */
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    /**
     * An OpenAI-compatible endpoint for the AI tools' richer answers (decision record 130). When
     * set, it wins over the one staff enter in settings; without either, the built-in engines answer.
     */
    AI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    /**
     * Let the AI endpoint and the mail (SMTP) server staff enter at /admin/settings be on a private
     * or local network (127.0.0.1, 10.x, a name that resolves there). Off by default: a visitor's
     * question sends the stored key to that address, so it must be a public one unless whoever
     * runs the server says otherwise (e.g. a model or a mail relay on the same machine).
     */
    ALLOW_PRIVATE_AI_ENDPOINT: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    ALLOW_PRIVATE_SMTP_HOST: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** How long an AI endpoint call may take before the built-in engine answers instead. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(8000),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET) return;
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws one error naming every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env & { SITE_URL: string } {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

let cached: ReturnType<typeof parseEnv> | undefined;

/** The process environment, parsed on first use. */
export function getEnv() {
  cached ??= parseEnv(process.env);
  return cached;
}
