import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { pricingFor } from '#content/pricing';
import { pageHead } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection, StepList } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import contentClasses from '#src/components/content/content.module.css';

const breadcrumbs = [{ name: 'Value Engineering', path: '/value-engineering' }];

export const Route = createFileRoute('/_site/value-engineering/')({
  head: ({
    match: {
      context: { business },
    },
    match,
  }) =>
    pageHead(match, {
      title: `Value Engineering: Save ${business.pricing.typicalSavings.label} on a Monument`,
      description: `How value engineering typically saves families ${business.pricing.typicalSavings.label} on a monument without cutting quality, and our guarantee that your final price comes in below the package price.`,
      breadcrumbs,
    }),
  component: ValueEngineeringPage,
});

function ValueEngineeringPage() {
  const { typicalSavings, valueEngineering } = pricingFor(useBusiness());
  return (
    <>
      <PageHero
        eyebrow="Value engineering"
        title="The Same Memorial, for Less"
        breadcrumbs={breadcrumbs}
        lead={valueEngineering.lead}
      >
        <Group gap="sm">
          <Button component={Link} to="/value-engineering/packages" size="md">
            See the packages
          </Button>
          <Button component={Link} to="/contact-us" variant="light" size="md">
            Talk with us
          </Button>
        </Group>
      </PageHero>

      <ContentSection id="what" title="What value engineering is">
        <div className={contentClasses.prose}>
          {valueEngineering.what.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>

      <ContentSection
        id="how"
        title={`How it saves ${typicalSavings.label}`}
        tinted
        intro="Five places where a careful look finds real savings, without changing what you see or how long it lasts."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {valueEngineering.levers.map((lever) => (
            <Paper key={lever.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb={6}>
                {lever.title}
              </Title>
              <Text>{lever.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="quality" title="What we never cut">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <CheckList items={valueEngineering.neverCut} />
          <Paper radius="lg" p="lg" bg="brand.0" withBorder component="aside" aria-labelledby="guarantee-title">
            <Stack gap="xs">
              <Title order={3} size="h4" id="guarantee-title">
                Our guarantee
              </Title>
              <Text>{valueEngineering.guarantee}</Text>
            </Stack>
          </Paper>
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="process" title="How it works, step by step" tinted>
        <StepList steps={valueEngineering.process} />
        <Group>
          <Button component={Link} to="/value-engineering/packages" size="md">
            Choose a package
          </Button>
          <Button component={Link} to="/pricing" variant="light" size="md">
            How pricing works
          </Button>
        </Group>
      </ContentSection>

      <CallToAction />
    </>
  );
}
