import { useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { formatPrice } from '#content/format';
import { pricingFor } from '#content/pricing';
import { useBusiness } from '#src/lib/business';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { useTRPC } from '#src/lib/trpc';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import { PackageCard } from '#src/features/value-engineering/package-card';
import { ReservePackageDialog } from '#src/features/value-engineering/reserve-package-dialog';
import { AddToBasketButton } from '#src/features/basket/add-to-basket-button';

const breadcrumbs = [
  { name: 'Value Engineering', path: '/value-engineering' },
  { name: 'Packages', path: '/value-engineering/packages' },
];

/** `?reserve=<package id>` opens the reservation for that package (the basket links here). */
const validateSearch = (search: Record<string, unknown>): { reserve?: string } => {
  const reserve = typeof search.reserve === 'string' && /^[a-z0-9-]{2,80}$/.test(search.reserve) ? search.reserve : '';
  return reserve ? { reserve } : {};
};

export const Route = createFileRoute('/_site/value-engineering/packages')({
  validateSearch,
  // The packages in one query, in staff's order. The head's words and structured data are built
  // here (split with the component), not in every page's first download (decision 044).
  loader: async ({ context }): Promise<{ meta: PageMeta }> => {
    const packages = await context.queryClient.ensureQueryData(context.trpc.valueEngineering.packages.queryOptions());
    const siteUrl = context.siteUrl;
    return {
      meta: {
        title: 'Monument Packages',
        description: `Complete monument packages: ${packages.map((pkg) => `${pkg.name} ${formatPrice(pkg.priceCents)}`).join(', ')}. Installation included; final price guaranteed below the package price.`,
        breadcrumbs,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'Monument packages',
            itemListElement: packages.map((pkg, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              item: {
                '@type': 'Product',
                name: pkg.name,
                description: pkg.summary,
                image: pkg.image.src.startsWith('http') ? pkg.image.src : `${siteUrl}${pkg.image.src}`,
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
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: PackagesPage,
});

function PackagesPage() {
  const { packageTerms, typicalSavings } = pricingFor(useBusiness());
  const trpc = useTRPC();
  const { data: packages } = useSuspenseQuery(trpc.valueEngineering.packages.queryOptions());
  const { reserve } = Route.useSearch();
  const navigate = useNavigate();
  // Opened by a card's button, or by the address (?reserve=...) when the family comes from the basket.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const openId = chosenId ?? reserve ?? null;
  const chosen = packages.find((pkg) => pkg.id === openId) ?? null;

  function close() {
    setChosenId(null);
    if (reserve) void navigate({ to: '/value-engineering/packages', search: {}, replace: true, resetScroll: false });
  }

  return (
    <>
      <PageHero
        eyebrow="Value engineering"
        title="Monument Packages"
        breadcrumbs={breadcrumbs}
        lead={`Complete monuments with clear prices. Each price is the most you will pay: we value-engineer your design after you order, which typically saves ${typicalSavings.label}, and your final price is guaranteed to come in below it.`}
      />

      <ContentSection id="packages" title="Choose a starting point">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              headingOrder={3}
              withIncludes
              action={
                <Stack gap="xs">
                  <Button
                    fullWidth
                    size="md"
                    onClick={() => setChosenId(pkg.id)}
                    aria-label={`Reserve this package: ${pkg.name}`}
                  >
                    Reserve this package
                  </Button>
                  <AddToBasketButton
                    itemType="package"
                    itemId={pkg.id}
                    fullWidth
                    variant="light"
                    describedBy={`package-${pkg.id}`}
                  />
                </Stack>
              }
            />
          ))}
        </SimpleGrid>
        <Text>
          Reserving asks nothing online but your details: we call you to arrange the deposit, and you can still change
          your mind until then.
        </Text>
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
      <ReservePackageDialog pkg={chosen} onClose={close} sourcePage="/value-engineering/packages" />
    </>
  );
}
