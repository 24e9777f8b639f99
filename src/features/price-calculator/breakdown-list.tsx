import { List, Text } from '#src/components/plain';
import type { EstimateSummary } from '#server/modules/public-calculator/public-calculator.repository';
import classes from './price-calculator.module.css';

/**
 * The estimate's lines in plain words, then, apart, what is paid to the cemetery (not part of our
 * price): the chosen cemetery's own fees, or for one we do not list a sentence saying it sets
 * them, and what a family should know of its section (the foundation, the approval lead time).
 * Each label takes the width it needs; on a phone an amount that does not fit beside it goes below.
 */
export function BreakdownList({ summary }: { summary: EstimateSummary }) {
  return (
    <>
      <section aria-labelledby="breakdown-title" data-testid="estimate-breakdown">
        <Text size="sm" fw={600} id="breakdown-title" component="h3" m={0} mb={4}>
          What this estimate includes
        </Text>
        <Lines lines={summary.lines} />
      </section>
      <CemeteryFees summary={summary} />
    </>
  );
}

function Lines({ lines }: { lines: ReadonlyArray<{ label: string; amount: string }> }) {
  return (
    <dl className={classes.breakdown}>
      {lines.map((line, index) => (
        <div key={index} className={classes.breakdownRow}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Paid to the cemetery": shown only when a cemetery is named (estimates saved earlier: the price list's lines). */
function CemeteryFees({ summary }: { summary: EstimateSummary }) {
  const cemetery = summary.cemetery;
  const fees = cemetery?.fees.map((fee) => ({ label: fee.label, amount: fee.words })) ?? [];
  const lines = fees.length ? fees : summary.cemeteryLines;
  if (!cemetery && lines.length === 0) return null;
  return (
    <section aria-labelledby="cemetery-fees-title" data-testid="cemetery-fees">
      <Text size="sm" fw={600} id="cemetery-fees-title" component="h3" m={0}>
        Paid to the cemetery
      </Text>
      <Text size="sm" c="dimmed" mb={4}>
        Not part of our price{cemetery ? `: ${cemetery.name}${sectionWords(cemetery.section)}` : ''}.
      </Text>
      {cemetery?.feesUnknown && <Text size="sm">{cemetery.feesUnknown}</Text>}
      <Lines lines={lines} />
      {cemetery && cemetery.whatToKnow.length > 0 && (
        <List size="sm" spacing={4} mt="xs" aria-label="What to know about this cemetery">
          {cemetery.whatToKnow.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** ", Section B"; nothing for a cemetery with one set of rules. */
const sectionWords = (section: string | null) => (section && !/^whole cemetery$/i.test(section) ? `, ${section}` : '');
