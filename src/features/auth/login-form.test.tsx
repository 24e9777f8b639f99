// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { renderUi } from '#tests/support/render-ui';
import { LoginForm } from './login-form';

afterEach(cleanup);

describe('staff sign-in form', { timeout: 20_000 }, () => {
  it('lets the keyboard reach the password eye, named for what it does', async () => {
    await renderUi(<LoginForm />);
    const eye = await screen.findByRole('button', { name: 'Show password' });
    expect(eye.tabIndex).toBe(0);
    expect(eye.getAttribute('aria-hidden')).not.toBe('true');
    fireEvent.keyDown(eye, { key: 'Enter' });
    expect(screen.getByLabelText(/Password/, { selector: 'input' })).toHaveProperty('type', 'text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
  });

  it('clears the earlier "Error" notice once a sign-in succeeds', async () => {
    let attempt = 0;
    await renderUi(
      <>
        <Notifications />
        <LoginForm />
      </>,
      {
        procedures: {
          'auth.signIn': () => {
            attempt += 1;
            if (attempt === 1) throw new Error('Invalid credentials');
            return { ok: true };
          },
          'auth.session': () => null,
        },
      },
    );
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'staff@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Error');

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Logged in successfully');
    await waitFor(() => expect(screen.queryByText('Error')).toBeNull());
  });
});
