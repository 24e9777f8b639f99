import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDollars } from '#server/modules/public-calculator/public-calculator.choices';
import { useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import classes from './price-calculator.module.css';

/**
 * The estimates families saved lately (on /admin/calculator): each with who made it, the range,
 * the price list version it was priced by, and its breakdown as the family saw it.
 */
export function RecentEstimates() {
  const trpc = useTRPC();
  const dates = useStaffTime();
  const { data } = useSuspenseQuery(trpc.admin.estimates.recent.queryOptions());
  return (
    <section aria-labelledby="recent-estimates-heading">
      <Title order={2} size="h3" id="recent-estimates-heading">
        Recently saved estimates
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        What families saved, put in their basket or sent with a quote request; each keeps the prices it was made with.
      </Text>
      {data.length === 0 ? (
        <Text>No estimates saved yet.</Text>
      ) : (
        <Stack gap="xs" data-testid="recent-estimates">
          {data.map((estimate) => (
            <Paper key={estimate.reference} withBorder p="sm" component="details">
              <summary className={classes.summary}>
                <strong>{estimate.reference}</strong> {estimate.summary.title}: {formatDollars(estimate.lowCents)} to{' '}
                {formatDollars(estimate.highCents)} · price list version {estimate.versionId} ·{' '}
                {dates.dateTime(estimate.createdAt)}
                {estimate.madeBy ? ` · ${estimate.madeBy.name}` : ''}
              </summary>
              <Stack gap={4} mt="xs">
                {estimate.madeBy && (
                  <Text size="sm">
                    {[estimate.madeBy.name, estimate.madeBy.email, estimate.madeBy.phone].filter(Boolean).join(' · ')}
                  </Text>
                )}
                <Table fz="sm" verticalSpacing={2}>
                  <Table.Tbody>
                    {estimate.summary.choices.map((choice) => (
                      <Table.Tr key={choice.label}>
                        <Table.Th scope="row">{choice.label}</Table.Th>
                        <Table.Td>{choice.value}</Table.Td>
                      </Table.Tr>
                    ))}
                    {[...estimate.summary.lines, ...estimate.summary.cemeteryLines].map((line, index) => (
                      <Table.Tr key={index}>
                        <Table.Td>{line.label}</Table.Td>
                        <Table.Td ta="right">{line.amount}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link to="/calculator/estimate/$reference" params={{ reference: estimate.reference }} {...props} />
                  )}
                >
                  Open the family&apos;s page for {estimate.reference}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
