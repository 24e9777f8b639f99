import { Anchor, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/layout/responsive-grid';
import { business, type Office } from '../../../content/business';
import classes from './service-area.module.css';

/** A directions link: a plain link, so nothing is fetched from the map service until it is followed. */
export function directionsUrl(office: Office): string {
  const address = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** Both offices: address, phone, hours and directions. */
export function OfficeCards({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {business.offices.map((office) => (
        <Stack key={office.id} gap={6} className={classes.officeCard} component="section" aria-labelledby={`office-${office.id}`}>
          <Title order={headingOrder} size="h3" id={`office-${office.id}`}>
            {office.name}
          </Title>
          <Text c="dimmed" size="sm">
            {office.role}
          </Text>
          <Text component="address" fs="normal">
            {office.street}
            <br />
            {office.city}, {office.region} {office.postalCode}
          </Text>
          <Anchor href={office.phoneHref} fw={700} fz="lg">
            {office.phone}
          </Anchor>
          <Text size="sm">{business.hours.label}</Text>
          <Anchor href={directionsUrl(office)} size="sm" target="_blank" rel="noopener noreferrer">
            Get directions to {office.city}
            <span className={classes.srOnly}> (opens in a new tab)</span>
          </Anchor>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
