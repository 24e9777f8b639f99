import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead, staticPreview } from '#src/lib/seo';
import type { RouterOutputs } from '#src/lib/trpc';
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
import { PriceEstimateDialogOnDemand } from '#src/features/leads/price-estimate-dialog-on-demand';
import { ContactFormOnDemand } from '#src/features/leads/contact-form-on-demand';
import { loadMantineScope } from '#src/lib/mantine-scope';

type HomeData = {
  images: RouterOutputs['siteImages']['forHome'];
  packages: RouterOutputs['valueEngineering']['packages'];
};

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
      image: staticPreview('/images/previews/home.jpg'),
    }),
  // Every picture of the page in one call (one query): hero, service cards, about, process; and the packages (one query).
  // In the browser, a navigation here also fetches the contact form's code, so the page appears whole.
  loader: async ({ context }): Promise<HomeData> => {
    const [images, packages] = await Promise.all([
      context.api.siteImages.forHome(),
      context.api.valueEngineering.packages(),
      import.meta.env.SSR ? undefined : Promise.all([ContactFormOnDemand.preload(), loadMantineScope()]),
    ]);
    return { images, packages };
  },
  // Light: plain components, and the contact form loads its own code (Mantine, React Query) after
  // the page's (decision 046).
  staticData: { light: true },
  component: HomePage,
});

/** The home page: every section of the specification, in its order. */
function HomePage() {
  const { images, packages } = Route.useLoaderData() as HomeData;
  const [estimateOpen, setEstimateOpen] = useState(false);
  const openEstimate = () => setEstimateOpen(true);

  return (
    <>
      <HomeHero image={images.hero} onEstimate={openEstimate} />
      <InspirationCards onEstimate={openEstimate} />
      <HomeContact />
      <StoryVideo />
      <PackagePricing packages={packages} />
      <ServicesGrid images={images.services} />
      <WhyUs image={images.about} />
      <TerritorySection />
      <ProcessSection images={images.process} />
      <TestimonialsSection />
      <ConsultationCta />
      <QuoteBanner onEstimate={openEstimate} />
      <PriceEstimateDialogOnDemand opened={estimateOpen} onClose={() => setEstimateOpen(false)} sourcePage="/" />
    </>
  );
}
