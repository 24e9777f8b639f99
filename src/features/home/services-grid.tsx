import { Link } from '@tanstack/react-router';
import { Button, Container, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { services } from '#content/services';
import type { RouterOutputs } from '#src/lib/trpc';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

type ServiceImages = RouterOutputs['siteImages']['forHome']['services'];

/** The eight services, each with its picture from site_images (or its own illustration). */
export function ServicesGrid({ images }: { images: ServiceImages }) {
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="services-title">
      <Container size="xl">
        <SectionHeading id="services-title" eyebrow="What we do" title="Our Services">
          From a first headstone to cleaning a great-grandparent’s monument, we handle every part of a memorial.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {services.map((service) => {
            const image = images[service.slug];
            const to: string = `/services/${service.slug}`;
            return (
              <Link key={service.slug} to={to} className={classes.serviceCard}>
                {image && (
                  <img
                    className={classes.serviceImage}
                    src={image.mediumSrc ?? image.src}
                    alt={image.alt}
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <div className={classes.serviceBody}>
                  <h3 className={classes.serviceName}>{service.name}</h3>
                  <Text size="sm" component="span">
                    {service.summary}
                  </Text>
                </div>
              </Link>
            );
          })}
        </SimpleGrid>
        <Button component={Link} to="/services" size="md" mt="xl" variant="outline">
          All Services
        </Button>
      </Container>
    </section>
  );
}
