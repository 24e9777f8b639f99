import { useEffect, useId, useState, type CSSProperties } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Stack, Text, Title } from '#src/components/plain';
import {
  LINK_INCOMPLETE_MESSAGE,
  tokenOfLink,
  type ManageBookingAnswer,
} from '#server/modules/bookings/bookings.choices';
import { isAfterHydration } from '#src/lib/hydration';
import { loadMantineScope, MantineScope } from '#src/lib/mantine-scope';
import { OpenBookingOnDemand } from './manage-booking-on-demand';
import { OpeningBooking } from './manage-booking-opening';
import classes from './bookings.module.css';

/*
 * /book/manage, a light page (decisions 042, 043 and 232): until a booking is open it is drawn
 * with the plain components, and the booking's own screen (Mantine, React Query) loads once there
 * is a link to open, or with the page when the server opened one from this session.
 */

/**
 * The page's content: the link form (with, hidden, "Opening your booking…", shown before the
 * script when the address holds a link), or the booking once its code is at hand.
 */
export function ManageBooking({ answer }: { answer: ManageBookingAnswer | null }) {
  const served = answer?.kind === 'booking' ? answer : null;
  const token = useToken(served?.token);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!token || served) return;
    let live = true;
    Promise.all([loadMantineScope(), OpenBookingOnDemand.preload()]).then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token, served]);

  if (!token) {
    // One tree for both (not known yet, and no link), so the form keeps what was typed into it.
    return (
      <>
        {token === undefined && <script dangerouslySetInnerHTML={{ __html: MARK_LINK }} />}
        <div className={classes.linkPending}>{token === undefined && <OpeningBooking />}</div>
        <div className={classes.linkForm}>
          <OpenWithLink answer={answer?.kind === 'link' ? answer : null} />
        </div>
      </>
    );
  }
  if (failed) {
    return (
      <Text role="alert">
        This page could not finish loading. Please check your connection and try again, or call the office.
      </Text>
    );
  }
  // Opened by the server: its HTML stays while the code loads. Otherwise the code first, then the booking.
  if (!served && !ready) return <OpeningBooking />;
  return (
    <MantineScope>
      <OpenBookingOnDemand token={token} served={served} />
    </MantineScope>
  );
}

const hashToken = () => window.location.hash.replace(/^#/, '') || null;

/**
 * The private link's token, from the address's fragment (never sent to the server with the page),
 * or the one the server opened the page with (this session's booking, decision 232): the address
 * then becomes the private link, so it can be bookmarked. Unknown (undefined) in the server's HTML
 * and while the first page hydrates.
 */
function useToken(served: string | undefined): string | null | undefined {
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
const MARK_LINK = `if(/^#[A-Za-z0-9_-]{43}$/.test(location.hash))document.documentElement.dataset.bookingLink=""`;

/**
 * The page without a private link: where the link is, and a form to paste it. Posted as a plain
 * form before the script (the server opens the booking); with the script, the link's token goes
 * into the address and the booking is fetched as from the link itself.
 */
function OpenWithLink({ answer }: { answer: { link: string; message: string } | null }) {
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
          <LinkField defaultValue={answer?.link} error={error} />
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

const MD = { 'data-size': 'md' } as const;

/** "Your private link": a text input drawn as Mantine's TextInput draws one (size md), its message below it. */
function LinkField({ defaultValue, error }: { defaultValue: string | undefined; error: string | null }) {
  const id = useId();
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" {...MD} style={{ width: '100%' }}>
      <label
        className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
        {...MD}
        htmlFor={id}
        style={{ '--input-label-size': 'var(--mantine-font-size-md)' } as CSSProperties}
      >
        Your private link
      </label>
      <div
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        {...MD}
        data-error={error ? 'true' : undefined}
        style={
          { '--input-height': 'var(--input-height-md)', '--input-fz': 'var(--mantine-font-size-md)' } as CSSProperties
        }
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={error ? 'true' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          id={id}
          name="link"
          autoComplete="off"
          defaultValue={defaultValue}
        />
      </div>
      {error && (
        <p className="m_8f816625 mantine-InputWrapper-error mantine-TextInput-error" {...MD} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
