import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Paper, Stack, Text } from '#src/components/plain';
import { inchesWords } from '#server/modules/design/design.choices';
import type { DesignOptions, StartTemplate } from './design-api';
import classes from './design-playground.module.css';

/** What each kind is, in a few words, for the start links. */
const KIND_WORDS: Record<string, string> = {
  upright: 'Stands on a base; flat, serpentine, oval, gothic or heart top',
  slant: 'A sloped face on a base',
  bevel: 'Lies at the grass, its top gently sloped',
  flat: 'Lies flush with the grass',
  ledger: 'Covers the grave',
  bench: 'A seat to sit and remember',
};

/**
 * Where to start: a blank stone of each kind the price list offers, a few of the calculator's
 * templates, and how to bring a saved estimate or epitaph. Plain links in the server's HTML:
 * each opens the page with its start in the address.
 */
export function StartChoices({
  options,
  templates,
  openAtFirst,
  closed,
}: {
  options: DesignOptions;
  templates: StartTemplate[];
  /** Open when the page has no start of its own (a first visit); folded when a start or a kept design is open. */
  openAtFirst: boolean;
  /** The family's kept design was opened: fold the choices away. */
  closed: boolean;
}) {
  const kinds = options.kinds.filter((kind) => kind.limits);
  const [open, setOpen] = useState(openAtFirst);
  const [folded, setFolded] = useState(false);
  // Once, when the kept design comes back: the stone matters more than where to start.
  if (closed && !folded) {
    setFolded(true);
    setOpen(false);
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="start-title">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={classes.startSummary}>
          <h2 id="start-title" style={{ display: 'inline', font: 'inherit', margin: 0 }}>
            Start from a blank stone or one of our designs
          </h2>
        </summary>
        <Stack gap="sm" mt="sm">
          <Text size="sm" c="dimmed">
            Choosing a start replaces the stone below (the Undo button brings it back).
          </Text>
          {kinds.length > 0 && (
            <nav aria-label="A blank stone">
              <Text fw={600} size="sm" mb={6}>
                A blank stone
              </Text>
              <ul className={classes.startList}>
                {kinds.map((kind) => (
                  <li key={kind.kind}>
                    <Link to="/ai-tools/design-playground" search={{ start: kind.kind }} className={classes.startLink}>
                      <Text fw={600} size="sm" component="span" display="block">
                        {kind.label}
                      </Text>
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {KIND_WORDS[kind.kind]}, {inchesWords(kind.defaultSize.widthIn).replace(' in', '')} by{' '}
                        {inchesWords(kind.defaultSize.heightIn)} to begin
                      </Text>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {templates.length > 0 && (
            <nav aria-label="One of our designs">
              <Text fw={600} size="sm" mb={6}>
                One of our designs
              </Text>
              <ul className={classes.startList}>
                {templates.map((template) => (
                  <li key={template.key}>
                    <Link
                      to="/ai-tools/design-playground"
                      search={{ template: template.key }}
                      className={classes.startLink}
                    >
                      <Text fw={600} size="sm" component="span" display="block">
                        {template.name}
                      </Text>
                      {template.fromWords && (
                        <Text size="xs" c="dimmed" component="span" display="block">
                          {template.fromWords}
                        </Text>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Text size="sm">
            <strong>Already priced a stone or chosen words?</strong> Open your saved estimate and choose “See it drawn”,
            or your saved epitaph and choose “Place it on a stone”: it opens here with its size, granite and lettering.
            No saved one yet? The{' '}
            <Anchor component={Link} to="/calculator" underline="always">
              price calculator
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to="/ai-tools/epitaph-builder" underline="always">
              epitaph builder
            </Anchor>{' '}
            both save with a link. A stone from our gallery opens here with “Start a design from this one” on its page.
          </Text>
        </Stack>
      </details>
    </Paper>
  );
}
