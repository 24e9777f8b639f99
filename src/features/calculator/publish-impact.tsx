import { Badge, Table, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '#src/lib/trpc';
import { formatCents } from '#server/modules/shared/money';
import { ScrollRegion } from './scroll-region';

type ImpactRow = RouterOutputs['admin']['calculator']['overview']['impact'][number];

/** Every template's "from" price, published beside draft, and how much publishing would change it. */
export function PublishImpact({ impact }: { impact: ImpactRow[] }) {
  const changed = impact.filter((row) => row.differenceCents !== 0);
  return (
    <section aria-labelledby="impact-heading">
      <Title order={2} size="h3" id="impact-heading">
        What changes for families
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Every template&apos;s “from” price (the low end of its range, the figure families see on its card) with the
        draft beside the published one.{' '}
        {changed.length ? `${changed.length} would change.` : 'No template price would change.'}
      </Text>
      <ScrollRegion label="What changes for families" minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Template</Table.Th>
              <Table.Th>Published “from”</Table.Th>
              <Table.Th>Draft “from”</Table.Th>
              <Table.Th>Difference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {impact.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  {row.name}
                  {row.publishedWords && (
                    <Text size="xs" c="dimmed">
                      {row.publishedWords}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.publishedCents === null ? 'not offered' : formatCents(row.publishedCents)}</Table.Td>
                <Table.Td>{row.draftCents === null ? 'removed' : formatCents(row.draftCents)}</Table.Td>
                <Table.Td>
                  {row.differenceCents === null ? (
                    <Badge variant="light">{row.publishedCents === null ? 'new' : 'removed'}</Badge>
                  ) : row.differenceCents === 0 ? (
                    'same'
                  ) : (
                    <Text span fw={600}>
                      {row.differenceCents > 0 ? '+' : '−'}
                      {formatCents(Math.abs(row.differenceCents))}
                      {row.differencePercent !== null
                        ? ` (${row.differencePercent > 0 ? '+' : ''}${row.differencePercent}%)`
                        : ''}
                    </Text>
                  )}
                  {row.unchangedReason && (
                    <Text size="sm" c="dimmed">
                      The change reaches it, but {row.unchangedReason}.
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </section>
  );
}
