import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '#src/lib/trpc';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { pricingFor } from '#content/pricing';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection, StepList } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import { PackageCard } from '#src/features/value-engineering/package-card';

const breadcrumbs = [{ name: 'Pricing', path: '/pricing' }];

export const Route = createFileRoute('/_site/pricing')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: async ({ context }): Promise<{ meta: PageMeta }> => {
    await context.queryClient.ensureQueryData(context.trpc.valueEngineering.packages.queryOptions());
    const { pricing } = context.business;
    return {
      meta: {
        title: 'Monument Pricing: Packages, Deposit and Our Guarantee',
        description: `How our monument prices work: our packages, a ${pricing.depositPercent}% deposit, a final price guaranteed below the package price, value engineering that typically saves ${pricing.typicalSavings.label}, free delivery and installation, layaway and price matching.`,
        breadcrumbs,
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: PricingPage,
});

function PricingPage() {
  const { includedInPrice, paymentOptions, priceFactors, pricingSteps, typicalSavings } = pricingFor(useBusiness());
  const trpc = useTRPC();
  const { data: packages } = useSuspenseQuery(trpc.valueEngineering.packages.queryOptions());
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="How Our Pricing Works"
        breadcrumbs={breadcrumbs}
        lead="Clear prices in writing, a guarantee that your final price comes in below the package price, and no costs you hear about only afterwards."
      >
        <Group gap="sm">
          <Button component={Link} to="/contact-us" size="md">
            Ask for a free estimate
          </Button>
          <Button component={Link} to="/calculator" variant="light" size="md">
            Use the price calculator
          </Button>
          <Button component={Link} to="/value-engineering/packages" variant="light" size="md">
            Compare the packages
          </Button>
        </Group>
      </PageHero>

      <ContentSection id="how" title="Four steps to a fair price">
        <StepList steps={pricingSteps} />
      </ContentSection>

      <ContentSection
        id="packages"
        title="Our packages"
        tinted
        intro="Each package is a complete monument with foundation, delivery and installation in our service area. The price shown is the most you will pay."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              action={
                <Button
                  component={Link}
                  to="/value-engineering/packages"
                  hash={`package-${pkg.id}`}
                  variant="light"
                  fullWidth
                  aria-label={`What is included in the ${pkg.name}`}
                >
                  What is included
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="included" title="Included in every price">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <CheckList items={includedInPrice} />
          <Paper withBorder radius="lg" p="lg" bg="brand.0">
            <Stack gap="xs">
              <Title order={3} size="h4">
                Typically {typicalSavings.label} saved
              </Title>
              <Text>
                Value engineering is how we keep our promise that your final price comes in below the package price: we
                find savings in how your memorial is sourced, cut and finished, never in what you see or how long it
                lasts.
              </Text>
              <Anchor underline="always" component={Link} to="/value-engineering" fw={600}>
                How value engineering works
              </Anchor>
            </Stack>
          </Paper>
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="factors" title="What decides the price of a custom monument" tinted>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {priceFactors.map((factor) => (
            <Paper key={factor.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb={6}>
                {factor.title}
              </Title>
              <Text>{factor.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Text>
          Some costs can depend on your cemetery or on distance.{' '}
          <Anchor underline="always" component={Link} to="/faq/additional-fees">
            Read about additional fees, honestly explained
          </Anchor>
          .
        </Text>
      </ContentSection>

      <ContentSection id="paying" title="Ways to make it easier">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {paymentOptions.map((option) => (
            <Paper key={option.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb={6}>
                {option.title}
              </Title>
              <Text>{option.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>

      <CallToAction
        title="Get a free estimate"
        text="Tell us what you have in mind and the cemetery, and we will send you a written estimate. Or call either office and talk it through with us."
      />
    </>
  );
}
