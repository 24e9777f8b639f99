import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { ScrollRegion } from './scroll-region';
import { formatCents } from '#server/modules/shared/money';
import type { Breakdown, BreakdownLine } from './calculator-client';

function Explanation({ line }: { line: BreakdownLine }) {
  const values = Object.entries(line.values)
    .map(([name, value]) => `${name} = ${Math.round(value * 10000) / 10000}`)
    .join(', ');
  return (
    <Stack gap={2}>
      <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.formula}</Code>
      {values && <Text size="xs">{values}</Text>}
      {line.steps.map((step) => (
        <Text size="xs" key={step}>
          {step}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        = {Math.round(line.rawDollars * 100000) / 100000} dollars{line.note ? `. ${line.note}` : ''}
      </Text>
    </Stack>
  );
}

/** Every step of a price: each line with its formula and values, then subtotal, adjustments, total, range. */
export function BreakdownView({ title, breakdown }: { title: string; breakdown: Breakdown }) {
  const row = (line: BreakdownLine) => (
    <Table.Tr key={`${line.kind}-${line.key}-${line.label}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {line.label}
        </Text>
        <Explanation line={line} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {line.display === 'included' ? 'Included' : formatCents(line.amountCents)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <section aria-label={title}>
      <Title order={2} size="h3">
        {title}: {formatCents(breakdown.totalCents)}
      </Title>
      <Text size="sm" mb="xs">
        Estimate range {formatCents(breakdown.range.lowCents)} to {formatCents(breakdown.range.highCents)} (
        {breakdown.range.explanation}).
      </Text>
      <ScrollRegion label={`${title}: every line of the price`} minWidth={320}>
        <Table striped>
          <Table.Tbody>
            {breakdown.lines.map(row)}
            <Table.Tr>
              <Table.Td fw={600}>Subtotal</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatCents(breakdown.subtotalCents)}
              </Table.Td>
            </Table.Tr>
            {breakdown.adjustments.map(row)}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatCents(breakdown.totalCents)}
              </Table.Td>
            </Table.Tr>
            {breakdown.cemeteryLines.map(row)}
            {breakdown.cemeteryLines.length > 0 && (
              <Table.Tr>
                <Table.Td>Paid to the cemetery (not in our total)</Table.Td>
                <Table.Td ta="right">{formatCents(breakdown.cemeteryTotalCents)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </section>
  );
}
