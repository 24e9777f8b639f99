import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { trpcErrorCode } from '#src/lib/trpc';
import { CemeteryPage, type CemeteryPageData } from '#src/features/cemeteries/cemetery-page';

/** A cemetery's address name as the staff screen allows it (decision 266). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The page's title, description, trail and structured data (schema.org Cemetery, a Place). */
function cemeteryMeta(cemetery: CemeteryPageData, siteUrl: string): PageMeta {
  const where = [cemetery.town, cemetery.stateName].join(', ');
  return {
    title: `${cemetery.name}, ${where}: Monument Rules`,
    description: `What ${cemetery.name} in ${where} allows for headstones and markers${cemetery.sections.length > 1 ? ', section by section' : ''}: kinds, sizes, bases, foundations and fees, as we confirmed them with the cemetery.`,
    breadcrumbs: [
      { name: 'Service Area', path: '/service-area-directory' },
      { name: cemetery.name, path: cemetery.path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Cemetery',
        name: cemetery.name,
        url: `${siteUrl}${cemetery.path}`,
        address: {
          '@type': 'PostalAddress',
          addressLocality: cemetery.town,
          addressRegion: cemetery.state,
          addressCountry: 'US',
        },
        ...(cemetery.latitude !== null && cemetery.longitude !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: cemetery.latitude, longitude: cemetery.longitude } }
          : {}),
        ...(cemetery.phone ? { telephone: cemetery.phone } : {}),
        ...(cemetery.website ? { sameAs: cemetery.website } : {}),
      },
    ],
  };
}

export const Route = createFileRoute('/_site/service-area-directory/$state/$cemetery')({
  // Loader and page share one lazy chunk (decision 044); plain components only (decision 042).
  codeSplitGroupings: [['loader', 'component']],
  staticData: { light: true },
  loader: async ({ params, context }) => {
    // An address that cannot name a cemetery is a 404 before any query.
    if (params.cemetery.length > 80 || !SLUG.test(params.cemetery)) throw notFound();
    let cemetery: CemeteryPageData;
    try {
      cemetery = await context.api.cemeteries.page({ slug: params.cemetery });
    } catch (error) {
      // Unknown, or not published (no confirmed section): a real 404.
      if (trpcErrorCode(error) === 'NOT_FOUND') throw notFound();
      throw error;
    }
    // Under another state (or its name written otherwise): sent on to the page's own address.
    if (cemetery.path !== `/service-area-directory/${params.state}/${params.cemetery}`) {
      throw redirect({ href: cemetery.path, statusCode: 301 });
    }
    return { cemetery, meta: cemeteryMeta(cemetery, context.siteUrl) };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: CemeteryRoute,
});

function CemeteryRoute() {
  const { cemetery } = Route.useLoaderData();
  return <CemeteryPage cemetery={cemetery} />;
}
