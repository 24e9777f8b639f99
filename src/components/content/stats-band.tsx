import { SimpleGrid } from '../layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import classes from './content.module.css';

/** The three figures of the specification: 87 years, 2 locations, 100% family-owned. */
export function StatsBand() {
  const business = useBusiness();
  const stats = [
    { value: String(business.stats.years), label: 'Years serving families' },
    { value: String(business.stats.locations), label: 'Locations, Oklahoma and Texas' },
    { value: `${business.stats.familyOwnedPercent}%`, label: 'Family-owned' },
  ];
  return (
    // The figure comes before its words in the document, so a screen reader says "2 Locations".
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="ul" m={0} p={0} className={classes.stats}>
      {stats.map((stat) => (
        <li key={stat.label} className={classes.stat}>
          <span className={classes.statValue}>{stat.value}</span>{' '}
          <span className={classes.statLabel}>{stat.label}</span>
        </li>
      ))}
    </SimpleGrid>
  );
}
