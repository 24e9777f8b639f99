import path from 'node:path';
import type { Env } from '#server/env';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

/** Object storage when S3_BUCKET is set, otherwise DATA_DIR/media on the local disk. */
export function storageFromEnv(
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PREFIX'
    | 'S3_FORCE_PATH_STYLE'
  >,
): MediaStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(env.DATA_DIR, 'media'));
}
