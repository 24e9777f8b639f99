import { Link } from '@tanstack/react-router';
import { Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';

/** The closing invitation on gallery pages: talk to us about a design of your own. */
export function GalleryCallToAction({ heading = 'Have something else in mind?' }: { heading?: string }) {
  const business = useBusiness();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', md: 'xl' }} bg="brand.0">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Text maw={720}>
          Every design here can be changed: shape, size, granite, lettering and artwork. We design custom monuments with
          families every week, and installation is included on all cemetery headstones. Call either office,{' '}
          {business.hours.label}, or send us a note.
        </Text>
        <Group gap="sm" mt={4}>
          <Button component={Link} to="/contact-us">
            Contact us
          </Button>
          {business.offices.map((office) => (
            <Button key={office.id} component="a" href={office.phoneHref} variant="default">
              {office.city}: {office.phone}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
