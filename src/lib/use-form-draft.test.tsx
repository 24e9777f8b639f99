// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { ContactForm } from '../features/leads/contact-form';
import { PriceEstimateDialog } from '../features/leads/price-estimate-dialog';
import { QuoteRequestForm } from '../features/basket/quote-request-form';

const drafts = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('form-draft:'));

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe('form drafts (one hook for every form)', { timeout: 20_000 }, () => {
  it('the contact form gets back what was typed after a reload, and forgets it once sent', async () => {
    const first = await renderUi(<ContactForm sourcePage="/contact-us" />);
    type(/Your name/, 'Pat Doe');
    type(/How can we help/, 'A companion headstone for my parents.');
    fireEvent.click(screen.getByLabelText('Wylie, Texas'));
    first.unmount();

    // The page again, as after a reload or a visit to another page.
    await renderUi(<ContactForm sourcePage="/contact-us" />, {
      procedures: { 'leads.submitContact': () => ({ reference: 'CM-00042' }) },
    });
    await waitFor(() => expect(screen.getByLabelText(/Your name/)).toHaveProperty('value', 'Pat Doe'));
    expect(screen.getByLabelText(/How can we help/)).toHaveProperty('value', 'A companion headstone for my parents.');
    expect(screen.getByLabelText('Wylie, Texas')).toHaveProperty('checked', true);
    expect(screen.getByText(/kept in this browser tab/)).toBeTruthy();

    type('Phone', '(580) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('CM-00042');
    expect(drafts()).toEqual([]);
  });

  it('closing the estimate dialog keeps what was typed for when it opens again', async () => {
    function Page() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button onClick={() => setOpened(true)}>Open estimate</button>
          <PriceEstimateDialog opened={opened} onClose={() => setOpened(false)} sourcePage="/" />
        </>
      );
    }
    // The cemetery is the shared picker: words nobody chose from the list are kept as typed.
    await renderUi(() => <Page />, { procedures: { 'cemeteries.search': () => [] } });
    await screen.findByLabelText(/^Cemetery, if you know it$/);
    type(/^Cemetery, if you know it$/, 'Rosedale Cemetery, Ada');
    fireEvent.blur(screen.getByLabelText(/^Cemetery, if you know it$/));
    fireEvent.change(screen.getByLabelText(/Kind of memorial/), {
      target: { value: screen.getByLabelText<HTMLSelectElement>(/Kind of memorial/).options[1]!.value },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Cemetery, if you know it$/)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open estimate' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Cemetery, if you know it$/)).toHaveProperty('value', 'Rosedale Cemetery, Ada'),
    );
    expect(screen.getByLabelText<HTMLSelectElement>(/Kind of memorial/).value).not.toBe('');
  });

  it('the quote form keeps what was typed across a reload', async () => {
    const first = await renderUi(<QuoteRequestForm onSent={() => {}} />);
    type(/Your name/, 'Lee Family');
    type(/Cemetery town/, 'Wylie, TX');
    first.unmount();
    await renderUi(<QuoteRequestForm onSent={() => {}} />);
    expect(screen.getByLabelText(/Your name/)).toHaveProperty('value', 'Lee Family');
    expect(screen.getByLabelText(/Cemetery town/)).toHaveProperty('value', 'Wylie, TX');
  });

  it('a form left as it started stores nothing', async () => {
    await renderUi(<ContactForm sourcePage="/" />);
    type(/Your name/, 'x');
    type(/Your name/, '');
    await act(async () => {});
    expect(drafts()).toEqual([]);
  });
});
