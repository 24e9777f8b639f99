import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { useHydrated } from '#src/lib/hydration';
import { postPublic, publicErrorMessage } from '#src/lib/public-api';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import { SavedLink } from '#src/components/saved-link';
import { copyText } from '#src/lib/copy-text';
import { showNotice } from '#src/lib/notify';
import { calculatorSearchFor, layoutText, type EpitaphLayout } from '#server/modules/epitaph/epitaph.choices';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import type { AnswersInput } from '#server/modules/epitaph/epitaph.schema';
import type { LineRole } from '#server/modules/epitaph/epitaph.choices';

export type EditLine = { role: LineRole; text: string };

/** The basket's code and React Query, loaded at the first tap on "Add to basket" (decision 237). */
async function addEpitaphToBasket(reference: string) {
  const [{ addToBasket }, kit] = await Promise.all([import('#src/features/basket/use-basket'), ensureQueryKit()]);
  await addToBasket(kit, 'epitaph', reference);
}

/**
 * Keep it: copy the words, save with a link, add to the basket (saved first: the basket holds
 * the saved design by its reference), or take it to the price calculator with the lettering.
 * Plain buttons: saving is one POST (`postPublic`), and only the basket loads React Query, at
 * its tap (decision 237).
 */
export function KeepIt({
  stone,
  answers,
  lines,
  layout,
  attribution,
}: {
  stone: { template: string | null; partType: string; acrossIn: number; faceHeightIn: number };
  answers: AnswersInput | null;
  lines: EditLine[];
  layout: EpitaphLayout | null;
  attribution: string | null;
}) {
  // Copying, saving and the basket need the script; a tap on the server's HTML would do nothing.
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<'save' | 'basket' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ reference: string; signature: string } | null>(null);
  const signature = JSON.stringify({ stone, lines, attribution, answers });
  const current = saved && saved.signature === signature ? saved.reference : null;

  async function ensureSaved(): Promise<string | null> {
    if (current) return current;
    if (!answers) {
      showNotice({ color: 'red', message: 'Please check the answers above first: a name is needed to save.' });
      return null;
    }
    setSaveError(null);
    try {
      const result = await postPublic<{ reference: string }>('epitaph.save', { answers, stone, lines, attribution });
      setSaved({ reference: result.reference, signature });
      return result.reference;
    } catch (error) {
      setSaveError(publicErrorMessage(error, 'We could not save this just now.'));
      return null;
    }
  }

  async function act(kind: 'save' | 'basket') {
    if (busy) return;
    setBusy(kind);
    try {
      const reference = await ensureSaved();
      if (reference && kind === 'basket') await addEpitaphToBasket(reference);
    } finally {
      setBusy(null);
    }
  }

  async function copy() {
    const ok = await copyText(layout ? layoutText(layout) : lines.map((l) => l.text).join('\n'));
    showNotice(
      ok
        ? { color: 'green', message: 'The lettering is copied. You can paste it into a message or a note.' }
        : { color: 'red', message: 'Your browser did not let us copy. Please select the lines and copy them.' },
    );
  }

  const path = current ? `/ai-tools/epitaph-builder/${current}` : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="keep-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="keep-title">
          Keep it
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => void copy()} disabled={!hydrated}>
            Copy the words
          </Button>
          <Button variant="default" loading={busy === 'save'} onClick={() => void act('save')} disabled={!hydrated}>
            Save with a link
          </Button>
          <Button loading={busy === 'basket'} disabled={!hydrated} onClick={() => void act('basket')}>
            Add to basket
          </Button>
          {layout && (
            <Button
              variant="light"
              component={Link}
              to="/calculator"
              search={calculatorSearchFor(stone, layout) as CalculatorChoices}
            >
              Price this stone
            </Button>
          )}
        </Group>
        {saveError && <Alert color="red">{saveError}</Alert>}
        {path && (
          <SavedLink path={path} share={{ title: 'Our epitaph design', text: 'The epitaph we are working on:' }} />
        )}
        {current && (
          <Text size="sm">
            <Anchor href={`/ai-tools/design-playground?epitaph=${encodeURIComponent(current)}`} underline="always">
              Place it on a stone
            </Anchor>{' '}
            in the design playground: choose the granite, move the lines and add art.
          </Text>
        )}
        {layout && !layout.fits && (
          <Text size="sm" c="dimmed">
            You can keep a design that does not fit yet; we will help you with it when we talk.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
