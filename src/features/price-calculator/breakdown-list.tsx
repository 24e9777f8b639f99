import { Text } from '#src/components/plain';
import type { EstimateSummary } from '#server/modules/public-calculator/public-calculator.repository';
import classes from './price-calculator.module.css';

/**
 * The estimate's lines in plain words, then what is paid to the cemetery (not included). Each
 * label takes the width it needs; on a phone an amount that does not fit beside it goes below.
 */
export function BreakdownList({ summary }: { summary: EstimateSummary }) {
  return (
    <section aria-labelledby="breakdown-title" data-testid="estimate-breakdown">
      <Text size="sm" fw={600} id="breakdown-title" component="h3" m={0} mb={4}>
        What this estimate includes
      </Text>
      <dl className={classes.breakdown}>
        {[...summary.lines, ...summary.cemeteryLines].map((line, index) => (
          <div key={index} className={classes.breakdownRow}>
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
