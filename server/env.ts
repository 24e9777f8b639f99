import { z } from 'zod';

/**
 * Every environment variable the app reads, parsed once. Nothing else reads `process.env`
 * (architecture rule 6). An invalid value stops start-up with every bad field named.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Public origin used for canonical URLs, sitemap and Origin checks. Defaults to http://localhost:PORT. */
  SITE_URL: z.url().optional(),
  /** node-postgres connection string; without it the app uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string').optional(),
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
  /**
   * Keep each public page, rendered once, for every anonymous visitor until staff change
   * something (decision record 040). `false` renders every request (for measuring).
   */
  PAGE_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Set when the app runs behind a reverse proxy that sets X-Forwarded-* headers. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
}).superRefine((env, ctx) => {
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
