import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CallToAction } from '#src/components/content/call-to-action';
import { StarRating } from '#src/features/testimonials/star-rating';
import { TestimonialCard } from '#src/features/testimonials/testimonial-card';

const breadcrumbs = [
  { name: 'About', path: '/about' },
  { name: 'Testimonials', path: '/testimonials' },
];

export const Route = createFileRoute('/_site/testimonials')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business } }): { meta: PageMeta } => {
    return {
      meta: {
        title: 'Testimonials: What Families Say',
        description: `Families rate ${business.name} ${business.rating.value} out of ${business.rating.best}. Read what they say about designing, making and installing their memorials.`,
        breadcrumbs,
        // No rating or Review markup: Google ignores a business's reviews of itself on its own
        // Organization or LocalBusiness (self-serving reviews); the page shows them (decision 184).
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: TestimonialsPage,
});

function TestimonialsPage() {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="What Families Say"
        breadcrumbs={breadcrumbs}
        lead="We are grateful to every family who trusts us with a memorial, and to those who have taken the time to tell others about it."
      >
        <Group gap="sm" align="center">
          <StarRating value={business.rating.value} best={business.rating.best} size={28} />
          <Text fz="xl" fw={700}>
            {business.rating.value} out of {business.rating.best}
          </Text>
          <Text c="dimmed">from {business.rating.reviewCount} family reviews</Text>
        </Group>
      </PageHero>

      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {business.testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          </SimpleGrid>
          <Text>
            Reading about others’ experience is a good start; seeing their memorials is even better.{' '}
            <Anchor underline="always" component={Link} to="/gallery">
              Browse monuments we have made
            </Anchor>
            .
          </Text>
        </Stack>
      </Container>

      <CallToAction />
    </>
  );
}
