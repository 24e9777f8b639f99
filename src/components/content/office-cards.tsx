import { Anchor, Button, Paper, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '../layout/responsive-grid';
import { useBusiness, type Office } from '#src/lib/business';

/** A directions link: a plain link, so nothing is fetched from the map service until it is followed. */
export function directionsUrl(office: Office): string {
  const address = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/**
 * Both offices: address, hours, a call button and directions. The one office card of the site:
 * side by side in a full-width section, one above the other in a narrow column (`stacked`).
 */
export function OfficeCards({ headingOrder = 3, stacked = false }: { headingOrder?: 2 | 3; stacked?: boolean }) {
  const business = useBusiness();
  return (
    <SimpleGrid cols={stacked ? 1 : { base: 1, sm: 2 }} spacing="lg">
      {business.offices.map((office) => (
        <Paper
          key={office.id}
          withBorder
          p="lg"
          radius="lg"
          component="section"
          aria-labelledby={`office-${office.id}`}
        >
          <Stack gap={6}>
            <Title order={headingOrder} size="h4" id={`office-${office.id}`}>
              {office.name}
            </Title>
            <Text c="dimmed">{office.role}</Text>
            <Text component="address" fs="normal">
              {office.street}
              <br />
              {office.city}, {office.region} {office.postalCode}
            </Text>
            <Text>{business.hours.label}</Text>
            <Button component="a" href={office.phoneHref} size="md" mt="xs" w="fit-content">
              Call {office.phone}
            </Button>
            <Anchor href={directionsUrl(office)} target="_blank" rel="noopener noreferrer">
              Get directions to {office.city}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
