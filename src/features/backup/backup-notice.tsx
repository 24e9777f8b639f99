import { useQuery } from '@tanstack/react-query';
import { Alert, Code, Text } from '@mantine/core';
import { useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`;

/**
 * The dashboard's line about backups (decision record 186): the last good one, or a warning when
 * the last attempt failed, when there is none yet, or when the newest is over a day and a half old.
 */
export function BackupNotice() {
  const trpc = useTRPC();
  const dates = useStaffTime();
  const { data } = useQuery(trpc.admin.backup.status.queryOptions());
  if (!data) return null;
  const { lastGood, lastFailure, daily, keepDays, stale } = data;
  const when = (iso: string) => dates.dateTime(iso);
  const titleStyle = { title: { color: 'var(--mantine-color-text)' } };

  if (lastFailure) {
    return (
      <Alert color="red" title="The last backup failed" styles={titleStyle} data-testid="backup-notice">
        On {when(lastFailure.at)}: {lastFailure.message}{' '}
        {lastGood
          ? `The last good backup is from ${when(lastGood.at)}.`
          : 'There is no good backup on this server yet.'}
      </Alert>
    );
  }
  if (!lastGood) {
    return (
      <Alert color="yellow" title="No backup yet" styles={titleStyle} data-testid="backup-notice">
        {daily ? (
          <>The site makes its first backup tonight; or ask whoever looks after the server to run </>
        ) : (
          <>
            This server makes no daily backup (its database is a PostgreSQL server). Ask whoever looks after it to
            run{' '}
          </>
        )}
        <Code>npm run backup</Code>.
      </Alert>
    );
  }
  if (stale) {
    return (
      <Alert color="yellow" title="The last backup is old" styles={titleStyle} data-testid="backup-notice">
        The last good backup is from {when(lastGood.at)} ({size(lastGood.bytes)}). Daily backups should have made a
        newer one: please check the server.
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="backup-notice">
      Last good backup: {when(lastGood.at)} ({size(lastGood.bytes)}).{' '}
      {daily ? `A backup is made every night and kept for ${keepDays} days.` : ''}
    </Text>
  );
}
