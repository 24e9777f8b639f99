import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../layout/responsive-grid';
import { business } from '../../../content/business';

/** Both offices side by side: address, hours and a call button. */
export function OfficeCards({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {business.offices.map((office) => (
        <Paper key={office.id} withBorder p="lg" radius="lg">
          <Stack gap={6}>
            <Title order={headingOrder} size="h4">
              {office.name}
            </Title>
            <Text c="dimmed">{office.role}</Text>
            <Text>
              {office.street}, {office.city}, {office.region} {office.postalCode}
            </Text>
            <Text>{business.hours.label}</Text>
            <Button component="a" href={office.phoneHref} size="md" mt="xs" w="fit-content">
              Call {office.phone}
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
