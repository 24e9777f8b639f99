import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { inZone } from '#server/modules/shared/time';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { useHydrated } from '#src/lib/hydration';
import { useBusiness } from '#src/lib/business';
import { showNotice } from '#src/lib/notify';
import { calculatorSearchFor, inchesText, layoutText, lineRoleLabels } from '#server/modules/epitaph/epitaph.choices';
import type { RouterOutputs } from '#src/lib/trpc';
import { StonePreview } from './stone-preview';
import { copyText } from '#src/lib/copy-text';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';
import { FitBadge } from './fit-badge';
import classes from './epitaph.module.css';

type SavedDesign = RouterOutputs['epitaph']['saved'];

/**
 * A saved epitaph: the stone, the lines as measured when saved, and the ways to keep going. Drawn
 * with plain components from the design the server read for the page (the page is never cached:
 * decision 179), so it is whole in the server's HTML (decision 230). The basket button comes from
 * the route (the basket's code loads after the page).
 */
export function SavedEpitaphPage({
  reference,
  design,
  error,
  basketButton,
}: {
  reference: string;
  design: SavedDesign | null;
  error: string | null;
  basketButton: ReactNode;
}) {
  return (
    <Container size="md" py={{ base: 24, md: 40 }}>
      <div className={classes.noPrint}>
        <PageBreadcrumbs
          trail={[
            ...epitaphBreadcrumbs,
            { name: `Epitaph ${reference}`, path: `/ai-tools/epitaph-builder/${reference}` },
          ]}
        />
      </div>
      <Stack gap="md">
        <Title order={1}>Saved epitaph {reference}</Title>
        {design ? (
          <SavedDesignView design={design} basketButton={basketButton} />
        ) : (
          <>
            <Text className={classes.problem} role="alert">
              {error ?? 'We could not open this epitaph just now.'}
            </Text>
            <Text size="sm">
              <Anchor component={Link} to="/ai-tools/epitaph-builder" underline="always">
                Make a new one
              </Anchor>{' '}
              or call us, and we will find it for you.
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}

function SavedDesignView({ design, basketButton }: { design: SavedDesign; basketButton: ReactNode }) {
  const business = useBusiness();
  // A tap before the page's code has loaded would do nothing.
  const hydrated = useHydrated();
  return (
    <>
      <Group gap="xs">
        <FitBadge fits={design.fits} />
        <Text size="sm">
          {design.layout.face.label}, saved on {inZone(business.timeZone).longDate(design.createdAt)}.
        </Text>
      </Group>
      <StonePreview layout={design.layout} />
      {design.layout.problem && <Text className={classes.problem}>{design.layout.problem}</Text>}
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          The lettering, line by line
        </Title>
        <ol className={classes.savedLines}>
          {design.layout.lines.map((line, index) => (
            <li key={index}>
              <Text component="span" fw={600}>
                {line.text}
              </Text>{' '}
              <Text component="span" size="sm" c="dimmed">
                {lineRoleLabels[line.role]}, {inchesText(line.letterHeightIn)} letters
              </Text>
              {!line.fits && (
                <Text size="sm" c="red.9">
                  {line.problem}
                </Text>
              )}
            </li>
          ))}
        </ol>
      </Paper>
      {design.attribution && <Text size="sm">Words from {design.attribution}.</Text>}
      <Group gap="sm" className={classes.noPrint}>
        <Button
          variant="default"
          disabled={!hydrated}
          onClick={async () => {
            const ok = await copyText(layoutText(design.layout));
            showNotice(
              ok
                ? { color: 'green', message: 'The lettering is copied.' }
                : { color: 'red', message: 'Your browser did not let us copy. Please select the lines.' },
            );
          }}
        >
          Copy the words
        </Button>
        {basketButton}
        <Button
          variant="light"
          component={Link}
          to="/calculator"
          search={calculatorSearchFor(design.stone, design.layout)}
        >
          Price this stone
        </Button>
        <Button
          variant="light"
          component="a"
          href={`/ai-tools/design-playground?epitaph=${encodeURIComponent(design.reference)}`}
        >
          Place it on a stone
        </Button>
      </Group>
      <Text size="sm" className={classes.noPrint}>
        Want to change something?{' '}
        <Anchor component={Link} to="/ai-tools/epitaph-builder" underline="always">
          Make a new one
        </Anchor>{' '}
        or call us: our designers check every name, date and word with you before anything is cut.
      </Text>
    </>
  );
}
