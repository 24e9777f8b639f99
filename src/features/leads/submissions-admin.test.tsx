// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import type { SubmissionsSearch } from '#server/modules/leads/leads.choices';
import { SubmissionsAdmin } from './submissions-admin';

const submission = {
  id: 7,
  reference: 'CM-00007',
  kind: 'contact' as const,
  name: 'Pat Doe',
  email: 'pat@example.com',
  phone: '(580) 555-0199',
  message: 'A companion headstone.',
  extra: {},
  sourcePage: '/',
  status: 'new' as const,
  cemeteryCheck: null,
  staffNotes: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const procedures = {
  'admin.submissions.list': () => ({ items: [submission], total: 1, page: 1, pageSize: 25 }),
  'admin.submissions.get': () => submission,
};

// As the screen's loader and an earlier visit would have left them.
const cached: NonNullable<Parameters<typeof renderUi>[1]>['cached'] = (queryClient, trpc) => {
  queryClient.setQueryData(trpc.admin.submissions.list.queryKey({ page: 1 }), procedures['admin.submissions.list']());
  queryClient.setQueryData(trpc.admin.submissions.get.queryKey({ id: 7 }), submission);
};

function Screen() {
  const [search, setSearch] = useState<SubmissionsSearch>({ page: 1, open: 7 });
  return <SubmissionsAdmin search={search} onSearch={(next) => setSearch((current) => ({ ...current, ...next }))} />;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe('staff notes drawer', { timeout: 20_000 }, () => {
  it('asks before closing with unsaved notes, and keeps them on "Keep editing"', async () => {
    await renderUi(() => <Screen />, { procedures, cached });
    const notes = await screen.findByLabelText(/Staff notes/);
    fireEvent.change(notes, { target: { value: 'Called back; visiting Tuesday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('Discard your unsaved notes?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your unsaved notes?')).toBeNull());
    expect(screen.getByLabelText(/Staff notes/)).toHaveProperty('value', 'Called back; visiting Tuesday.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard notes' }));
    await waitFor(() => expect(screen.queryByLabelText(/Staff notes/)).toBeNull());
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('keeps unsaved notes as a draft when the screen is left, and closes without asking when nothing changed', async () => {
    const first = await renderUi(() => <Screen />, { procedures, cached });
    fireEvent.change(await screen.findByLabelText(/Staff notes/), { target: { value: 'Left a voicemail.' } });
    first.unmount();

    await renderUi(() => <Screen />, { procedures, cached });
    await waitFor(() => expect(screen.getByLabelText(/Staff notes/)).toHaveProperty('value', 'Left a voicemail.'));
    fireEvent.change(screen.getByLabelText(/Staff notes/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByLabelText(/Staff notes/)).toBeNull());
    expect(screen.queryByText('Discard your unsaved notes?')).toBeNull();
  });
});
