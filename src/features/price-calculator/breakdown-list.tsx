import { Table, Text } from '@mantine/core';
import type { EstimateSummary } from '#server/modules/public-calculator/public-calculator.repository';

/** The estimate's lines in plain words, then what is paid to the cemetery (not included). */
export function BreakdownList({ summary }: { summary: EstimateSummary }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} data-testid="estimate-breakdown">
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text size="sm" fw={600} component="span">
          What this estimate includes
        </Text>
      </caption>
      <Table.Tbody>
        {[...summary.lines, ...summary.cemeteryLines].map((line, index) => (
          <Table.Tr key={index}>
            <Table.Td>
              <Text size="sm">{line.label}</Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', paddingLeft: 12 }}>
              <Text size="sm">{line.amount}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
