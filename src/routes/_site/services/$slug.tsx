import { createFileRoute, notFound } from '@tanstack/react-router';
import { findService } from '#content/services';
import { serviceGallery, servicePages } from '#content/service-pages';
import { pageHead, staticPreview } from '#src/lib/seo';
import { ServicePage } from '#src/features/services/service-page';

export const Route = createFileRoute('/_site/services/$slug')({
  // Loader and page share one lazy chunk, so the copy of the service pages never weighs on other pages.
  codeSplitGroupings: [['loader', 'component']],
  // Plain components only: no Mantine, no React Query at first load (decision 043).
  staticData: { light: true },
  // The copy is part of the page's code; the loader refuses unknown slugs and hands the head its facts.
  // One call for the pictures of the work (the gallery's photos of that kind), sent with the page.
  loader: async ({ params, context }) => {
    const service = findService(params.slug);
    if (!service) throw notFound();
    const photos = await context.api.gallery.about({ ...serviceGallery[service.slug], limit: 4 });
    return { name: service.name, description: servicePages[service.slug].description, photos };
  },
  head: ({
    match: {
      context: { business },
    },
    match,
    params,
    loaderData,
  }) => {
    if (!loaderData) return {};
    const siteUrl = match.context.siteUrl;
    const path = `/services/${params.slug}`;
    return pageHead(match, {
      title: loaderData.name,
      description: loaderData.description,
      image: staticPreview(`/images/previews/service-${params.slug}.jpg`),
      breadcrumbs: [
        { name: 'Services', path: '/services' },
        { name: loaderData.name, path },
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: loaderData.name,
          serviceType: loaderData.name,
          description: loaderData.description,
          url: `${siteUrl}${path}`,
          provider: { '@id': `${siteUrl}/#organization` },
          areaServed: business.serviceArea.primaryStates.map((name) => ({ '@type': 'State', name })),
        },
      ],
    });
  },
  component: ServiceRoute,
});

function ServiceRoute() {
  const { slug } = Route.useParams();
  const { photos } = Route.useLoaderData();
  return <ServicePage slug={slug} photos={photos} />;
}
