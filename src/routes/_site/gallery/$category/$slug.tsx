import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mantine/core';
import { galleryCopy } from '#content/gallery';
import { categoryFromSlug, galleryItemPath, isItemSlug } from '#server/modules/gallery/gallery-categories';
import type { GalleryItemDetail } from '#server/modules/gallery/gallery.repository';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { isNotFoundError } from '#src/features/gallery/gallery-queries';
import { GalleryItemDetailView } from '#src/features/gallery/item-detail';
import { galleryItemTrail } from '#src/features/gallery/gallery-trails';
import { galleryBasketAction } from '#src/features/basket/gallery-basket-action';

/** The item page's head: title, description, picture, trail and structured data. */
function itemMeta(item: GalleryItemDetail, siteUrl: string, businessName: string): PageMeta {
  const copy = galleryCopy[item.category];
  const description =
    item.description?.slice(0, 155) ?? `${item.title}: ${copy.singular.toLowerCase()} from ${businessName}.`;
  return {
    title: `${item.title} | ${copy.name}`,
    description: description.length === 155 ? `${description.replace(/\s+\S*$/, '')}...` : description,
    image: item.preview,
    type: item.priceCents !== null ? 'product' : 'website',
    breadcrumbs: galleryItemTrail(item),
    jsonLd: [itemJsonLd(item, siteUrl, businessName)],
  };
}

const SCHEMA_AVAILABILITY = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
} as const;

/** Product (when it has a price) or ImageObject structured data for an item. */
function itemJsonLd(item: GalleryItemDetail, siteUrl: string, businessName: string): object {
  const url = `${siteUrl}${galleryItemPath(item.category, item.slug)}`;
  const image = `${siteUrl}${item.imageUrl}`;
  if (item.priceCents !== null) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.title,
      description: item.description ?? undefined,
      image,
      url,
      sku: item.id,
      material: item.graniteColor ? `${item.graniteColor} granite` : undefined,
      category: galleryCopy[item.category].name,
      brand: { '@type': 'Brand', name: businessName },
      offers: {
        '@type': 'Offer',
        price: (item.priceCents / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: SCHEMA_AVAILABILITY[item.availability ?? 'available'],
        url,
        seller: { '@id': `${siteUrl}/#organization` },
      },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name: item.title,
    description: item.description ?? undefined,
    contentUrl: image,
    url,
    width: item.image.width,
    height: item.image.height,
    caption: item.altText,
    creator: { '@id': `${siteUrl}/#organization` },
    copyrightHolder: { '@id': `${siteUrl}/#organization` },
  };
}

export const Route = createFileRoute('/_site/gallery/$category/$slug')({
  loader: async ({ context, params }) => {
    const category = categoryFromSlug(params.category);
    // An address that cannot name an item is a 404 before any query.
    if (!category || !isItemSlug(params.slug)) throw notFound();
    try {
      const data = await context.queryClient.ensureQueryData(
        context.trpc.gallery.item.queryOptions({ category, slug: params.slug }),
      );
      // The head is worked out here (the loader is split with the component), so the gallery's copy
      // and the structured data's code are not part of every page's first download (decision 044).
      return { category, item: data.item, meta: itemMeta(data.item, context.siteUrl, context.business.name) };
    } catch (error) {
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: ItemPage,
});

function ItemPage() {
  const { category } = Route.useLoaderData();
  const { slug } = Route.useParams();
  const trpc = Route.useRouteContext({ select: (c) => c.trpc });
  const { data } = useSuspenseQuery(trpc.gallery.item.queryOptions({ category, slug }));
  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <GalleryItemDetailView
        item={data.item}
        related={data.related}
        action={galleryBasketAction(data.item, 'md')}
        renderRelatedAction={(related) => galleryBasketAction(related)}
      />
    </Container>
  );
}
