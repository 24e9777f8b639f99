import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { pageHead } from '#src/lib/seo';
import { useTRPC } from '#src/lib/trpc';
import { HomeHero } from '#src/features/home/home-hero';
import { InspirationCards } from '#src/features/home/inspiration-cards';
import { HomeContact } from '#src/features/home/home-contact';
import { StoryVideo } from '#src/features/home/story-video';
import { PackagePricing } from '#src/features/home/package-pricing';
import { ServicesGrid } from '#src/features/home/services-grid';
import { WhyUs } from '#src/features/home/why-us';
import { TerritorySection } from '#src/features/home/territory-section';
import { ProcessSection } from '#src/features/home/process-section';
import { TestimonialsSection } from '#src/features/home/testimonials-section';
import { ConsultationCta, QuoteBanner } from '#src/features/home/calls-to-action';
import { PriceEstimateDialog } from '#src/features/leads/price-estimate-dialog';

export const Route = createFileRoute('/_site/')({
  head: ({
    match: {
      context: { business },
    },
    match,
  }) =>
    pageHead(match, {
      title: `${business.name} | Headstones & Memorials in Oklahoma and Texas`,
      description: `Family-owned since ${business.foundedYear}. Custom headstones, grave markers and memorials from our offices in Ada, Oklahoma and Wylie, Texas, with installation included.`,
      image: '/images/previews/home.jpg',
    }),
  // Every picture of the page in one call (one query): hero, service cards, about, process.
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.siteImages.forHome.queryOptions()),
  component: HomePage,
});

/** The home page: every section of the specification, in its order. */
function HomePage() {
  const trpc = useTRPC();
  const { data: images } = useSuspenseQuery(trpc.siteImages.forHome.queryOptions());
  const [estimateOpen, setEstimateOpen] = useState(false);
  const openEstimate = () => setEstimateOpen(true);

  return (
    <>
      <HomeHero image={images.hero} onEstimate={openEstimate} />
      <InspirationCards onEstimate={openEstimate} />
      <HomeContact />
      <StoryVideo />
      <PackagePricing />
      <ServicesGrid images={images.services} />
      <WhyUs image={images.about} />
      <TerritorySection />
      <ProcessSection images={images.process} />
      <TestimonialsSection />
      <ConsultationCta />
      <QuoteBanner onEstimate={openEstimate} />
      <PriceEstimateDialog opened={estimateOpen} onClose={() => setEstimateOpen(false)} sourcePage="/" />
    </>
  );
}
