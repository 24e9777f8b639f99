// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import type { BackupStatus } from '#server/modules/backup/backup.choices';
import { BackupNotice } from './backup-notice';

afterEach(cleanup);

const base: BackupStatus = {
  folder: '/srv/site/data/backups',
  daily: true,
  keepDays: 14,
  lastGood: null,
  lastFailure: null,
  stale: false,
};
const good = {
  file: 'monument-site-backup-2026-11-27T082000Z.zip',
  at: '2026-11-27T08:20:00.000Z',
  bytes: 9_437_184,
  seconds: 4.2,
};

async function notice(status: BackupStatus) {
  await renderUi(<BackupNotice />, { procedures: { 'admin.backup.status': () => status } });
  return screen.findByTestId('backup-notice');
}

describe('the dashboard backup notice', { timeout: 20_000 }, () => {
  it('names the last good backup, its size and how long backups are kept', async () => {
    const text = (await notice({ ...base, lastGood: good })).textContent;
    expect(text).toMatch(
      /^Last good backup: .*Nov.* 27.*2:20.* \(9 MB\)\. A backup is made every night and kept for 14 days\.$/,
    );
  });

  it('warns when the last attempt failed, naming the last good one', async () => {
    const element = await notice({
      ...base,
      lastGood: good,
      lastFailure: { at: '2026-11-28T08:20:00.000Z', message: 'No space left on the disk.' },
    });
    expect(element.textContent).toContain('The last backup failed');
    expect(element.textContent).toContain('No space left on the disk.');
    expect(element.textContent).toMatch(/The last good backup is from .*Nov.* 27/);
  });

  it('warns when there is none yet, and when the newest is old', async () => {
    expect((await notice(base)).textContent).toContain('The site makes its first backup tonight');
    cleanup();
    expect((await notice({ ...base, daily: false })).textContent).toContain('This server makes no daily backup');
    cleanup();
    expect((await notice({ ...base, lastGood: good, stale: true })).textContent).toContain('The last backup is old');
  });
});
