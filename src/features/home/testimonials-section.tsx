import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Stack, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { monthAndYear } from '#content/format';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={classes.stars} role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

/** The four testimonials and the overall rating (staff set them at /admin/settings). */
export function TestimonialsSection() {
  const { rating: overallRating, testimonials } = useBusiness();
  return (
    <section className={`${classes.section} ${classes.sectionWarm}`} aria-labelledby="testimonials-title">
      <Container size="xl">
        <Group justify="space-between" align="flex-end" mb="xl" gap="lg">
          <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Families Say" />
          <Stack gap={2} align="flex-end" mb="xl">
            <Group gap="xs" align="center">
              <span className={classes.ratingValue}>{overallRating.value}</span>
              <Stars rating={overallRating.value} />
            </Group>
            <Text size="sm">
              Average rating out of {overallRating.best}, from {overallRating.reviewCount} families
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {testimonials.map((t) => (
            <figure key={t.name} className={classes.quote}>
              <Stars rating={t.rating} />
              <blockquote>“{t.text}”</blockquote>
              <figcaption>
                <strong>{t.name}</strong>, {t.location}
                <br />
                {monthAndYear(t.date)}
              </figcaption>
            </figure>
          ))}
        </SimpleGrid>
        <Button component={Link} to="/testimonials" size="md" mt="xl" variant="outline">
          Read More Testimonials
        </Button>
      </Container>
    </section>
  );
}
