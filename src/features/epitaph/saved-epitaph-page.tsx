import { inZone } from '#server/modules/shared/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { useTRPC, errorMessage } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/hydration';
import { useBusiness } from '#src/lib/business';
import { showNotice } from '#src/lib/notify';
import { useAddToBasket } from '#src/features/basket/use-basket';
import { calculatorSearchFor, inchesText, layoutText, lineRoleLabels } from '#server/modules/epitaph/epitaph.choices';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import { StonePreview } from './stone-preview';
import { copyText } from './keep-it';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';
import { FitBadge } from './fit-badge';
import classes from './epitaph.module.css';

function when(iso: string, timeZone: string) {
  return inZone(timeZone).longDate(iso);
}

/** A saved epitaph: the stone, the lines as measured when saved, and the ways to keep going. */
export function SavedEpitaphPage({ reference }: { reference: string }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const business = useBusiness();
  const query = useQuery({ ...trpc.epitaph.saved.queryOptions({ reference }), enabled: hydrated });
  const basket = useAddToBasket();
  const design = query.data;
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
        {query.isError ? (
          <Alert color="red">{errorMessage(query.error, 'We could not open this epitaph just now.')}</Alert>
        ) : !design ? (
          <Text c="dimmed">Opening your epitaph...</Text>
        ) : (
          <>
            <Group gap="xs">
              <FitBadge fits={design.fits} />
              <Text size="sm">
                {design.layout.face.label}, saved on {when(design.createdAt, business.timeZone)}.
              </Text>
            </Group>
            <StonePreview layout={design.layout} />
            {design.layout.problem && <Alert color="red">{design.layout.problem}</Alert>}
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
              <Button loading={basket.isPending} onClick={() => void basket.add('epitaph', design.reference)}>
                Add to basket
              </Button>
              <Button
                variant="light"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/calculator"
                    search={calculatorSearchFor(design.stone, design.layout) as CalculatorChoices}
                  />
                )}
              >
                Price this stone
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
        )}
      </Stack>
    </Container>
  );
}
