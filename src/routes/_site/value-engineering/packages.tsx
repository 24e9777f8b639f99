import { Suspense, useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Button, Stack, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { formatPrice } from '#content/format';
import { pricingFor } from '#content/pricing';
import { useBusiness } from '#src/lib/business';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { lazyWithMantine } from '#src/lib/mantine-scope';
import { useHydrated } from '#src/lib/hydration';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import { PackageCard, type PackageView } from '#src/features/value-engineering/package-card';
import { PlainAddToBasketButton } from '#src/features/basket/add-to-basket-plain';
import { PlainReservationForm, PlainReserved } from '#src/features/value-engineering/reserve-package-plain';
import type { PackageReservationAnswer } from '#server/modules/value-engineering/value-engineering.choices';

// The reservation's dialog and form (Mantine and React Query) load on the first "Reserve" (decision 231).
const ReservePackageDialog = lazyWithMantine(() =>
  import('#src/features/value-engineering/reserve-package-dialog').then((m) => m.ReservePackageDialog),
);

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
  // Light: plain components; the reservation's dialog brings Mantine and React Query when opened.
  staticData: { light: true },
  validateSearch,
  // The packages in one query, in staff's order. The head's words and structured data are built
  // here (split with the component), not in every page's first download (decision 044).
  // `answer`: the server's answer to the plain reservation form (decision 240), for this request only.
  loader: async ({
    context,
  }): Promise<{ meta: PageMeta; packages: PackageView[]; answer: PackageReservationAnswer | null }> => {
    const packages = await context.api.valueEngineering.packages();
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
      packages,
      answer: (context.formAnswer as PackageReservationAnswer | undefined) ?? null,
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: PackagesPage,
});

function PackagesPage() {
  const { packageTerms, typicalSavings } = pricingFor(useBusiness());
  const { packages, answer } = Route.useLoaderData();
  const { reserve } = Route.useSearch();
  const navigate = useNavigate();
  // Opened by a card's button, or by the address (?reserve=...) when the family comes from the basket.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const openId = chosenId ?? reserve ?? null;
  const chosen = packages.find((pkg) => pkg.id === openId) ?? null;
  // Mounted from the first opening on, so it closes with its transition; never in the server's
  // HTML or during hydration (a portal is not rendered there anyway).
  const hydrated = useHydrated();
  const [dialogWanted, setDialogWanted] = useState(false);
  if (chosen && hydrated && !dialogWanted) setDialogWanted(true);

  // The plain reservation form (decision 240): what the server answered a posted one with, or
  // the one `?reserve=` asks for until the script has run and opened the dialog instead.
  const plainPackage =
    packages.find((pkg) => pkg.id === (answer?.kind === 'form' ? answer.values.packageId : undefined)) ??
    (!hydrated ? packages.find((pkg) => pkg.id === reserve) : undefined);
  const reservedPackage = answer?.kind === 'reserved' ? packages.find((pkg) => pkg.id === answer.packageId) : undefined;

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
        {reservedPackage && answer?.kind === 'reserved' && <PlainReserved pkg={reservedPackage} answer={answer} />}
        {answer?.kind === 'form' && !plainPackage && (
          <Text fw={600} role="alert">
            That package is no longer offered. Please choose another below, or call us.
          </Text>
        )}
        {plainPackage && <PlainReservationForm pkg={plainPackage} answer={answer?.kind === 'form' ? answer : null} />}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              headingOrder={3}
              withIncludes
              action={
                <Stack gap="xs">
                  {/* A link to this package's reservation (?reserve=): a dialog in place, or the plain form. */}
                  <Button
                    component={Link}
                    to="/value-engineering/packages"
                    search={{ reserve: pkg.id }}
                    hash="reserve"
                    fullWidth
                    size="md"
                    onClick={(event) => {
                      // A click meant for a new tab or window keeps the link's own way.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                        return;
                      event.preventDefault();
                      setChosenId(pkg.id);
                    }}
                    aria-label={`Reserve this package: ${pkg.name}`}
                  >
                    Reserve this package
                  </Button>
                  <PlainAddToBasketButton
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
      {dialogWanted && (
        <Suspense fallback={null}>
          <ReservePackageDialog pkg={chosen} onClose={close} sourcePage="/value-engineering/packages" />
        </Suspense>
      )}
    </>
  );
}
