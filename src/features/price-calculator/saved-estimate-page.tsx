import { inZone } from '#server/modules/shared/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { useTRPC, errorMessage } from '#src/lib/trpc';
import { useBusiness } from '#src/lib/business';
import { formatDollars, type CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import { useAddToBasket } from '#src/features/basket/use-basket';
import { BreakdownList } from './breakdown-list';
import classes from './price-calculator.module.css';

function when(iso: string, timeZone: string) {
  return inZone(timeZone).longDate(iso);
}

/**
 * A saved estimate: exactly what was priced, by which price list version, kept as it was (a
 * later price change does not alter it). Opened on the server with the page (a link that opens nothing
 * comes as `problem`), fetched in the browser when reached by a link within the site; print-friendly.
 */
export function SavedEstimatePage({ reference, problem }: { reference: string; problem: string | null }) {
  const trpc = useTRPC();
  const business = useBusiness();
  const query = useQuery({ ...trpc.calculator.saved.queryOptions({ reference }), enabled: problem === null });
  const basket = useAddToBasket();
  const estimate = query.data;
  return (
    <Container size="md" py={{ base: 24, md: 40 }}>
      <div className={classes.noPrint}>
        <PageBreadcrumbs
          trail={[
            { name: 'Price Calculator', path: '/calculator' },
            { name: `Estimate ${reference}`, path: `/calculator/estimate/${reference}` },
          ]}
        />
      </div>
      <Stack gap="md">
        <Text className={classes.printOnly} size="sm">
          {business.name} · {business.offices[0]?.phone} · {business.email}
        </Text>
        <Title order={1}>Estimate {reference}</Title>
        {problem !== null || query.isError ? (
          <Alert color="red">{problem ?? errorMessage(query.error, 'We could not open this estimate just now.')}</Alert>
        ) : !estimate ? (
          <Text c="dimmed">Opening your estimate...</Text>
        ) : (
          <>
            <Text size="lg" fw={600}>
              {estimate.summary.title}
            </Text>
            <Text className={classes.figure} data-testid="saved-range">
              {formatDollars(estimate.lowCents)} to {formatDollars(estimate.highCents)}
            </Text>
            <Text size="sm">
              Saved on {when(estimate.createdAt, business.timeZone)}, priced by our price list version{' '}
              {estimate.versionId} of {when(estimate.summary.publishedAt, business.timeZone)}. This estimate stays as it
              is, even if our prices change later. {estimate.summary.rangeExplanation}
            </Text>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="xs">
                What you chose
              </Title>
              <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
                <Table.Tbody>
                  {estimate.summary.choices.map((choice) => (
                    <Table.Tr key={choice.label}>
                      <Table.Th scope="row" style={{ paddingRight: 12, verticalAlign: 'top' }}>
                        {choice.label}
                      </Table.Th>
                      <Table.Td>{choice.value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <BreakdownList summary={estimate.summary} />
            </Paper>
            <Text size="sm">
              An estimate, not a final price: we confirm the price in writing before anything is made. Questions? Call{' '}
              {business.offices[0]?.phone ?? 'us'}.
            </Text>
            <Group className={classes.noPrint}>
              <Button onClick={() => void basket.add('estimate', estimate.reference)} loading={basket.isPending}>
                Add to basket
              </Button>
              <Button variant="light" onClick={() => window.print()}>
                Print
              </Button>
              <Button
                variant="default"
                renderRoot={(props) => (
                  <Link to="/calculator" search={{ ...(estimate.choices as CalculatorChoices), step: 1 }} {...props} />
                )}
              >
                Change the choices
              </Button>
              <Button
                variant="default"
                component="a"
                href={`/ai-tools/design-playground?estimate=${encodeURIComponent(estimate.reference)}`}
              >
                See it drawn
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
