import { getEnv } from '#server/env';
import { adminProcedure, router } from '#server/trpc/init';
import { readBackupStatus } from './backup.service';

/** The dashboard's backup notice: the last good backup on this server's disk, and a failure after it. */
export const backupAdminRouter = router({
  status: adminProcedure.query(() => {
    const env = getEnv();
    return readBackupStatus(env.DATA_DIR, {
      daily: !env.DATABASE_URL && env.BACKUP_DAILY,
      keepDays: env.BACKUP_KEEP_DAYS,
    });
  }),
});
