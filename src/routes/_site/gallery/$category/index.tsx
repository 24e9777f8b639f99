import type { CSSProperties } from 'react';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { Container, Paper, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { galleryCopy } from '#content/gallery';
import {
  CATEGORY_SLUGS,
  categoryFromSlug,
  GALLERY_CATEGORIES,
  GALLERY_PAGE_SIZE,
  type GalleryCategory,
} from '#server/modules/gallery/gallery-categories';
import { pageHead } from '#src/lib/seo';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { galleryCategoryTrail } from '#src/features/gallery/gallery-trails';
import { GalleryGrid } from '#src/features/gallery/item-grid';
import { galleryBasketActionOnDemand } from '#src/features/basket/gallery-basket-action-on-demand';
import { GalleryItemCardSkeleton } from '#src/features/gallery/item-card';
import { GraniteSwatches } from '#src/features/gallery/granite-swatches';
import { GalleryCallToAction } from '#src/features/gallery/gallery-cta';
import classes from '#src/features/gallery/gallery.module.css';

export const Route = createFileRoute('/_site/gallery/$category/')({
  // Light: plain components, data through context.api; the lightbox and the basket buttons load
  // their Mantine and React Query code after the page (decision 049).
  staticData: { light: true },
  loader: async ({ context, params }) => {
    const category = categoryFromSlug(params.category);
    if (!category) throw notFound();
    // One call: the first page of photos (granite colors: every swatch), sent with the page.
    // The head's copy comes through the loader (split with the component): the gallery's copy is
    // not part of every page's first download (decision 044).
    const copy = galleryCopy[category];
    const meta = {
      title: `${copy.name} | Monument Gallery`,
      description: copy.metaDescription,
      breadcrumbs: galleryCategoryTrail(category),
    };
    if (category === 'granite_colors') {
      const colors = await context.api.gallery.graniteColors();
      // The swatches' pictures are small: the page's link preview is the site's default.
      return { category, count: colors.length, image: null, meta, colors, first: null };
    }
    const first = await context.api.gallery.list({ category, limit: GALLERY_PAGE_SIZE });
    return {
      category,
      count: first.total ?? 0,
      image: first.preview,
      meta,
      colors: null,
      first,
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, { ...loaderData.meta, image: loaderData.image }) : {}),
  pendingComponent: CategorySkeleton,
  component: CategoryPage,
});

function CategoryNav({ current }: { current: GalleryCategory }) {
  return (
    <nav aria-label="Gallery categories" className={classes.categoryNav}>
      {GALLERY_CATEGORIES.map((category) => (
        <Link
          key={category}
          to="/gallery/$category"
          params={{ category: CATEGORY_SLUGS[category] }}
          aria-current={category === current ? 'page' : undefined}
        >
          {galleryCopy[category].name}
        </Link>
      ))}
    </nav>
  );
}

function Header({ category }: { category: GalleryCategory }) {
  const copy = galleryCopy[category];
  return (
    <Stack gap="md">
      <PageBreadcrumbs trail={galleryCategoryTrail(category)} />
      <Title order={1}>{copy.name}</Title>
      <Text size="lg" maw={780}>
        {copy.intro}
      </Text>
      <CategoryNav current={category} />
    </Stack>
  );
}

function ComingSoon({ category }: { category: GalleryCategory }) {
  const copy = galleryCopy[category];
  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ alignItems: 'center' }}>
        <div className={classes.frame} style={{ borderRadius: 8 }}>
          {/* Mantine's Image markup, without its runtime (decision 042). */}
          <img
            src={copy.fallbackImage}
            alt=""
            className={`${classes.dimmed} m_9e117634 mantine-Image-root`}
            style={{ '--image-object-fit': 'cover', height: '100%' } as CSSProperties}
          />
          <div className={classes.comingSoon}>
            <span>Coming Soon</span>
          </div>
        </div>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Photos coming soon
          </Title>
          <Text>
            We are adding photos of our {copy.name.toLowerCase()} to this page. In the meantime, we are glad to show you
            what we have, by phone or at either office.
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

function CategoryPage() {
  const { category, count, colors, first } = Route.useLoaderData();
  return (
    <Container size="xl" py={{ base: 28, md: 48 }}>
      <Stack gap={36}>
        <Header category={category} />
        {count === 0 ? (
          <ComingSoon category={category} />
        ) : colors ? (
          <GraniteSwatches colors={colors} />
        ) : first ? (
          // Keyed by category: another category's grid starts from its own first page.
          <GalleryGrid key={category} category={category} first={first} renderAction={galleryBasketActionOnDemand} />
        ) : null}
        <GalleryCallToAction />
      </Stack>
    </Container>
  );
}

function CategorySkeleton() {
  const { category: slug } = Route.useParams();
  const category = categoryFromSlug(slug);
  return (
    <Container size="xl" py={{ base: 28, md: 48 }}>
      <Stack gap={36}>
        {category && <Header category={category} />}
        <SimpleGrid
          cols={{ base: 2, sm: 3, lg: 4 }}
          spacing={{ base: 'sm', sm: 'md', lg: 'lg' }}
          role="status"
          aria-label="Loading photos"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <GalleryItemCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
