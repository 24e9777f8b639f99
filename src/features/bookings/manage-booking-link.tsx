import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { LINK_INCOMPLETE_MESSAGE, tokenOfLink } from '#server/modules/bookings/bookings.choices';
import { isAfterHydration } from '#src/lib/hydration';

/** /book/manage before a booking is open: the link's token, and the page that asks for the link (decision 232). */

const hashToken = () => window.location.hash.replace(/^#/, '') || null;

/**
 * The private link's token, from the address's fragment (never sent to the server with the page),
 * or the one the server opened the page with (this session's booking, decision 232): the address
 * then becomes the private link, so it can be bookmarked. Unknown (undefined) in the server's HTML
 * and while the first page hydrates.
 */
export function useToken(served: string | undefined): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(
    () => served ?? (isAfterHydration() ? hashToken() : undefined),
  );
  useEffect(() => {
    if (served && !hashToken()) window.history.replaceState(window.history.state, '', `#${served}`);
    const read = () => {
      const next = hashToken() ?? served ?? null;
      // No link after all (taken out of the address): the page asks for one again.
      if (!next) delete document.documentElement.dataset.bookingLink;
      setToken(next);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [served]);
  return token;
}

/**
 * Before the script has read the address: a private link in it marks the page at once, so it says
 * it is opening the booking rather than asking for the link (bookings.module.css).
 */
export const MARK_LINK = `if(/^#[A-Za-z0-9_-]{43}$/.test(location.hash))document.documentElement.dataset.bookingLink=""`;

export function OpeningBooking() {
  return (
    <Stack align="flex-start" role="status">
      <Loader size="sm" />
      <Text>Opening your booking…</Text>
    </Stack>
  );
}

/**
 * The page without a private link: where the link is, and a form to paste it. Posted as a plain
 * form before the script (the server opens the booking); with the script, the link's token goes
 * into the address and the booking is fetched as from the link itself.
 */
export function OpenWithLink({ answer }: { answer: { link: string; message: string } | null }) {
  const [error, setError] = useState<string | null>(answer?.message ?? null);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Your consultation booking</Title>
      <Text>
        Each booking has its own private link: it is in the confirmation you saw after booking and in its email. Open
        that link on this device, or paste it here.
      </Text>
      <form
        method="post"
        action="/book/manage"
        aria-label="Open your booking"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const token = tokenOfLink(new FormData(event.currentTarget).get('link')?.toString());
          setError(token ? null : LINK_INCOMPLETE_MESSAGE);
          if (token) window.location.hash = token;
        }}
      >
        <input type="hidden" name="intent" value="open" />
        <Stack gap="sm" align="flex-start">
          <TextInput
            name="link"
            label="Your private link"
            defaultValue={answer?.link}
            error={error}
            autoComplete="off"
            size="md"
            w="100%"
          />
          <Button type="submit" size="md">
            Open my booking
          </Button>
        </Stack>
      </form>
      <Text>
        No link to hand? You can{' '}
        <Anchor component={Link} to="/book" underline="always">
          book a new consultation
        </Anchor>{' '}
        or call the office, and we will find your booking for you.
      </Text>
    </Stack>
  );
}
