import { SimpleGrid } from '@mantine/core';
import { business } from '../../../content/business';
import classes from './content.module.css';

/** The three figures of the specification: 87 years, 2 locations, 100% family-owned. */
export function StatsBand() {
  const stats = [
    { value: String(business.stats.years), label: 'Years serving families' },
    { value: String(business.stats.locations), label: 'Locations, Oklahoma and Texas' },
    { value: `${business.stats.familyOwnedPercent}%`, label: 'Family-owned' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
      {stats.map((stat) => (
        <div key={stat.label} className={classes.stat}>
          <dt className={classes.statLabel}>{stat.label}</dt>
          <dd className={classes.statValue}>{stat.value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
