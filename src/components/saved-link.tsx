import { Link, useRouteContext } from '@tanstack/react-router';
import { Anchor, Button, Group, Stack, Text } from '#src/components/plain';
import { copyText } from '#src/lib/copy-text';
import { useHydrated } from '#src/lib/hydration';
import { showNotice } from '#src/lib/notify';
import classes from './saved-link.module.css';

/**
 * A family's saved link (an epitaph, a design): shown in full to keep, with "Copy the link" and,
 * where the phone offers it, "Share the link". `share` is what the share sheet says;
 * `fullLoad` opens the link as a new page load instead of inside the app.
 */
export function SavedLink({
  path,
  share,
  fullLoad = false,
}: {
  path: string;
  share: { title: string; text: string };
  fullLoad?: boolean;
}) {
  const siteUrl = useRouteContext({ from: '__root__', select: (c) => c.siteUrl });
  const hydrated = useHydrated();
  // The full address, to paste into a message: the site's public origin (the one in the page).
  const link = `${siteUrl.replace(/\/$/, '')}${path}`;
  const canShare = hydrated && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copyLink() {
    const ok = await copyText(link);
    showNotice(
      ok
        ? { color: 'green', message: 'The link is copied. You can paste it into a message to your family.' }
        : { color: 'red', message: 'Your browser did not let us copy. Please press on the link and copy it.' },
    );
  }

  async function shareLink() {
    try {
      await navigator.share({ ...share, url: link });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof Error && error.name === 'AbortError') return;
      await copyLink();
    }
  }

  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">Saved. Your link (keep it to come back, or share it with family):</Text>
      {fullLoad ? (
        <Anchor href={path} fw={600} underline="always" className={classes.link}>
          {link}
        </Anchor>
      ) : (
        <Anchor component={Link} to={path} fw={600} underline="always" className={classes.link}>
          {link}
        </Anchor>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={() => void copyLink()}>
          Copy the link
        </Button>
        {canShare && (
          <Button variant="default" onClick={() => void shareLink()}>
            Share the link
          </Button>
        )}
      </Group>
    </Stack>
  );
}
