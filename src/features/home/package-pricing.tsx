import { Link } from '@tanstack/react-router';
import { Button, Container, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { formatPrice } from '#content/packages';
import type { PackageView } from '#src/features/value-engineering/package-card';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

/** The value packages with their prices (the packages table, read by the page's loader). */
export function PackagePricing({ packages }: { packages: PackageView[] }) {
  return (
    <Container size="xl" component="section" className={classes.section} aria-labelledby="packages-title">
      <SectionHeading id="packages-title" eyebrow="Package pricing" title="Honest Prices, Guaranteed">
        Start from a complete package with a 50% deposit. Our value engineering typically saves families 15-25%, and
        your final price is guaranteed to come in below the package price.
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {packages.map((pkg) => (
          <article key={pkg.id} className={classes.packageCard} aria-labelledby={`package-${pkg.id}`}>
            <Title order={3} size="h4" id={`package-${pkg.id}`}>
              {pkg.name}
            </Title>
            <Text size="sm" c="dimmed">
              {pkg.style} · {pkg.granite} granite
            </Text>
            <div>
              <span className={classes.price}>{formatPrice(pkg.priceCents)}</span>
              <Text size="sm" c="dimmed">
                installed, guaranteed not to exceed
              </Text>
            </div>
            <Text>{pkg.summary}</Text>
            <ul className={classes.checkList}>
              {pkg.includes.slice(0, 4).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        ))}
      </SimpleGrid>
      <Button component={Link} to="/value-engineering" size="md" mt="xl" variant="outline">
        How We Save You 15-25%
      </Button>
    </Container>
  );
}
