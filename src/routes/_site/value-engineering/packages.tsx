import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { formatPrice, valuePackages } from '#content/packages';
import { pricingFor } from '#content/pricing';
import { useBusiness } from '#src/lib/business';
import { pageHead } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import { PackageCard } from '#src/features/value-engineering/package-card';
import { AddToBasketButton } from '#src/features/basket/add-to-basket-button';

const breadcrumbs = [
  { name: 'Value Engineering', path: '/value-engineering' },
  { name: 'Packages', path: '/value-engineering/packages' },
];

export const Route = createFileRoute('/_site/value-engineering/packages')({
  head: ({ match }) => {
    const siteUrl = match.context.siteUrl;
    return pageHead(match, {
      title: 'Monument Packages',
      description: `Three complete monument packages: ${valuePackages.map((pkg) => `${pkg.name} ${formatPrice(pkg.priceCents)}`).join(', ')}. Installation included; final price guaranteed below the package price.`,
      breadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Monument packages',
          itemListElement: valuePackages.map((pkg, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Product',
              name: pkg.name,
              description: pkg.summary,
              image: `${siteUrl}${pkg.image.src}`,
              brand: { '@id': `${siteUrl}/#organization` },
              offers: {
                '@type': 'Offer',
                price: (pkg.priceCents / 100).toFixed(2),
                priceCurrency: 'USD',
                url: `${siteUrl}/value-engineering/packages#package-${pkg.id}`,
                seller: { '@id': `${siteUrl}/#organization` },
              },
            },
          })),
        },
      ],
    });
  },
  component: PackagesPage,
});

function PackagesPage() {
  const { packageTerms, typicalSavings } = pricingFor(useBusiness());
  return (
    <>
      <PageHero
        eyebrow="Value engineering"
        title="Monument Packages"
        breadcrumbs={breadcrumbs}
        lead={`Three complete monuments with clear prices. Each price is the most you will pay: we value-engineer your design after you order, which typically saves ${typicalSavings.label}, and your final price is guaranteed to come in below it.`}
      />

      <ContentSection id="packages" title="Choose a starting point">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {valuePackages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              headingOrder={3}
              withIncludes
              action={
                <Stack gap="xs">
                  <AddToBasketButton itemType="package" itemId={pkg.id} fullWidth describedBy={`package-${pkg.id}`} />
                  <Button
                    component={Link}
                    to="/contact-us"
                    variant="light"
                    fullWidth
                    size="md"
                    aria-label={`Ask about this package: ${pkg.name}`}
                  >
                    Ask about this package
                  </Button>
                </Stack>
              }
            />
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="every-package" title="With every package" tinted>
        <CheckList items={packageTerms} />
        <Text>
          Want something different? Every package can be the start of a custom design.{' '}
          <Anchor underline="always" component={Link} to="/value-engineering">
            Read how value engineering works
          </Anchor>{' '}
          or{' '}
          <Anchor underline="always" component={Link} to="/pricing">
            how our pricing works
          </Anchor>
          .
        </Text>
      </ContentSection>

      <CallToAction title="Not sure which package fits?" />
    </>
  );
}
