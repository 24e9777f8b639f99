import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { useHydrated } from '#src/lib/hydration';
import { publicErrorMessage } from '#src/lib/public-api';
import { AccessDialogOnDemand } from '#src/features/access/access-dialog-on-demand';
import { useGrantToken } from '#src/features/access/grant-storage';
import { SavedLink } from '#src/components/saved-link';
import { addDesignToBasket, designFiles, isGateRefusal, saveDesign, type DesignOptions } from './design-api';

type Action = 'save' | 'basket' | 'png' | 'pdf';

/**
 * Keep it: save with a link (then copy or share it), add to the basket, download the picture or
 * the design sheet. Each saves the design first (once for the same design); when the office has
 * the design-tool access form on, saving, the basket and the sheet ask for it first, once per
 * browser. Designing and the price never ask.
 */
export function KeepItBar({
  design,
  options,
  saved: savedWithPage,
}: {
  design: DesignConfiguration;
  options: DesignOptions;
  saved: { reference: string } | null;
}) {
  const hydrated = useHydrated();
  const [token, saveToken] = useGrantToken('design_tool');
  const signature = JSON.stringify(design);
  const [saved, setSaved] = useState<{ reference: string; signature: string } | null>(() =>
    savedWithPage ? { reference: savedWithPage.reference, signature } : null,
  );
  const [busy, setBusy] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const waiting = useRef<Action | null>(null);
  const current = saved && saved.signature === signature ? saved.reference : null;
  // The sheet is gated with the rest (the picture is not).
  const gated = (action: Action) => options.gate && action !== 'png';

  async function ensureSaved(grant: string | null): Promise<string | null | 'gate'> {
    if (current) return current;
    try {
      const result = await saveDesign({ ...design, priceListVersionId: options.priceListVersionId }, grant);
      setSaved({ reference: result.reference, signature });
      return result.reference;
    } catch (error) {
      if (isGateRefusal(error)) return 'gate';
      setProblem(publicErrorMessage(error, 'We could not save your design just now. Please try again in a moment.'));
      return null;
    }
  }

  async function act(action: Action, grant: string | null = token) {
    if (busy) return;
    setProblem(null);
    if (gated(action) && !grant) {
      waiting.current = action;
      setDialogOpen(true);
      return;
    }
    setBusy(action);
    try {
      const reference = await ensureSaved(grant);
      if (reference === 'gate') {
        // A grant the office has since withdrawn: forget it, and ask again.
        saveToken(null);
        waiting.current = action;
        setDialogOpen(true);
        return;
      }
      if (!reference) return;
      const files = designFiles(reference, grant);
      if (action === 'basket') await addDesignToBasket(reference, grant);
      else if (action === 'png') window.location.assign(files.png);
      else if (action === 'pdf') window.location.assign(files.pdf);
    } finally {
      setBusy(null);
    }
  }

  const path = current ? `/ai-tools/design-playground/${current}` : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="keep-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="keep-title">
          Keep it
        </Title>
        <Text size="sm" c="dimmed">
          This browser keeps your design as you work, so a reload loses nothing. Save it with a link to come back from
          anywhere or share it with family.
        </Text>
        <Group gap="sm" onPointerEnter={options.gate ? AccessDialogOnDemand.preload : undefined}>
          <Button variant="default" loading={busy === 'save'} disabled={!hydrated} onClick={() => void act('save')}>
            Save with a link
          </Button>
          <Button loading={busy === 'basket'} disabled={!hydrated} onClick={() => void act('basket')}>
            Add to basket
          </Button>
          <Button variant="default" loading={busy === 'png'} disabled={!hydrated} onClick={() => void act('png')}>
            Download a picture (PNG)
          </Button>
          <Button variant="default" loading={busy === 'pdf'} disabled={!hydrated} onClick={() => void act('pdf')}>
            Download the design sheet (PDF)
          </Button>
        </Group>
        {problem && <Alert color="red">{problem}</Alert>}
        {path && (
          <SavedLink
            path={path}
            fullLoad
            share={{ title: 'Our headstone design', text: 'The headstone design we are working on:' }}
          />
        )}
        <Text size="sm">
          Ready to talk it over?{' '}
          <Anchor component={Link} to="/basket" hash="quote-form-title" underline="always">
            Ask for a quote from your basket
          </Anchor>{' '}
          once the design is in it, or call us.
        </Text>
      </Stack>
      <AccessDialogOnDemand
        opened={dialogOpen}
        onClose={() => {
          waiting.current = null;
          setDialogOpen(false);
        }}
        tool="design_tool"
        toolName="design playground"
        onGranted={(granted) => {
          saveToken(granted);
          setDialogOpen(false);
          const action = waiting.current;
          waiting.current = null;
          if (action) void act(action, granted);
        }}
      />
    </Paper>
  );
}
