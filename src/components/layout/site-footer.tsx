import { Link } from '@tanstack/react-router';
import { Anchor, Box, Container, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from './responsive-grid';
import { useBusiness } from '#src/lib/business';
import { footerGroups } from './site-nav';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const business = useBusiness();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          {business.offices.map((office) => (
            <Stack key={office.id} gap={4}>
              <Title order={2} className={classes.heading}>
                {office.name}
              </Title>
              <Text size="sm">{office.role}</Text>
              <Text size="sm">
                {office.street}
                <br />
                {office.city}, {office.region} {office.postalCode}
              </Text>
              <Anchor href={office.phoneHref} className={classes.link} c="white" fw={600}>
                {office.phone}
              </Anchor>
              <Text size="sm">{business.hours.label}</Text>
            </Stack>
          ))}
          {footerGroups.map((group) => (
            <Stack key={group.title} gap={6} component="nav" aria-label={group.title}>
              <Title order={2} className={classes.heading}>
                {group.title}
              </Title>
              {group.links.map((link) => (
                <Link key={link.to} to={link.to} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm" mt={40} className={classes.legal}>
          © {year} {business.name}. Family-owned since {business.foundedYear}. Serving {business.serviceArea.summary}.{' '}
          <Link to="/privacy" className={classes.link}>
            Privacy notice
          </Link>
        </Text>
      </Container>
    </Box>
  );
}
