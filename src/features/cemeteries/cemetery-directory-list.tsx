import { Link } from '@tanstack/react-router';
import { Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import type { RouterOutputs } from '#src/lib/trpc';
import classes from '#src/components/content/content.module.css';

export type PublishedCemetery = RouterOutputs['cemeteries']['listPublished'][number];

/**
 * "Cemeteries we know well" under a state of the service area directory: each published
 * cemetery (name and town) linking to its page of rules (decision 271).
 */
export function CemeteryDirectoryList({
  cemeteries,
  headingId,
  title = 'Cemeteries we know well',
}: {
  cemeteries: readonly PublishedCemetery[];
  headingId: string;
  title?: string;
}) {
  if (cemeteries.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} id={headingId}>
          {title}
        </Title>
        <Text maw={760}>
          The rules we have confirmed with these cemeteries: what each allows for headstones and markers, and what to
          know before you order.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {cemeteries.map((cemetery) => (
          <Link key={cemetery.slug} to={cemetery.path} className={classes.linkCard}>
            <Text component="span" className={classes.linkCardTitle} display="block">
              {cemetery.name}
            </Text>
            <Text component="span" size="sm" c="dimmed" display="block">
              {cemetery.town}, {cemetery.stateName}
            </Text>
          </Link>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
