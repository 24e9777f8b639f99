import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { services } from '#content/services';
import { listOf } from '#content/format';
import { pageHead } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { ContentSection } from '#src/components/content/content-section';
import { StatsBand } from '#src/components/content/stats-band';
import { CallToAction } from '#src/components/content/call-to-action';
import { OfficeCards } from '#src/components/content/office-cards';
import { ServiceCard } from '#src/features/services/service-card';

const breadcrumbs = [{ name: 'Services', path: '/services' }];

export const Route = createFileRoute('/_site/services/')({
  // The services' names and addresses come through the loader (split with the component), so
  // their copy is not part of every page's first download (decision 044).
  loader: () => ({ services: services.map(({ name, slug }) => ({ name, slug })) }),
  head: ({
    match: {
      context: { business },
    },
    match,
    loaderData,
  }) =>
    pageHead(match, {
      title: 'Monument Services: Headstones, Markers, Engraving & Repair',
      description: `Custom monuments, flat markers, pet memorials, final date engraving, cleaning, repair and porcelain portraits, from a family business serving Oklahoma and Texas since ${business.foundedYear}.`,
      breadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Monument services',
          itemListElement: (loaderData?.services ?? []).map((service, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: service.name,
            url: `${match.context.siteUrl}/services/${service.slug}`,
          })),
        },
      ],
    }),
  component: ServicesPage,
});

function ServicesPage() {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Monument Services"
        breadcrumbs={breadcrumbs}
        lead={`From a first headstone to a final date added years later, our family has cared for memorials across Oklahoma and Texas since ${business.foundedYear}. One team designs, makes and sets every stone.`}
      >
        <Group gap="sm">
          <Button component={Link} to="/calculator" size="md">
            Estimate your monument
          </Button>
          <Button component={Link} to="/pricing" variant="light" size="md">
            See how pricing works
          </Button>
          <Button component={Link} to="/gallery" variant="light" size="md">
            Browse the gallery
          </Button>
        </Group>
      </PageHero>

      <ContentSection
        id="services"
        title="What we do"
        intro="Choose a service to see how it works, what is included and how long it takes."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="family"
        title={`A family business since ${business.foundedYear}`}
        tinted
        intro="The people who sit down with you are the people who design, make and set your memorial."
      >
        <StatsBand />
      </ContentSection>

      <ContentSection
        id="serving-area"
        title="Serving Oklahoma, Texas and New Mexico"
        intro={`Our workshop is in Ada, Oklahoma and our sales office in Wylie, Texas. We install across ${listOf(business.serviceArea.primaryStates)}, with free delivery and installation in our service area.`}
      >
        <OfficeCards />
        <Text>
          Not sure whether we cover your cemetery?{' '}
          <Anchor underline="always" component={Link} to="/service-area-directory">
            See the towns and regions we serve
          </Anchor>
          .
        </Text>
      </ContentSection>

      <ContentSection id="next-steps" title="Plan with confidence" tinted>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="lg">
            <Stack gap="sm" align="flex-start">
              <Title order={3} size="h4">
                Know what it will cost
              </Title>
              <Text>
                Three packages with clear prices, a 50% deposit and a guarantee that your final price comes in below the
                package price.
              </Text>
              <Button component={Link} to="/pricing" size="md">
                See pricing
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="lg">
            <Stack gap="sm" align="flex-start">
              <Title order={3} size="h4">
                Find ideas you love
              </Title>
              <Text>
                Monuments we have set, catalog designs, artwork and granite colors, to help you picture yours.
              </Text>
              <Button component={Link} to="/gallery" variant="light" size="md">
                Browse the gallery
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </ContentSection>

      <CallToAction />
    </>
  );
}
