import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Container, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { useTRPC } from '#src/lib/trpc';
import { CategoryCard, CategoryCardSkeleton } from '#src/features/gallery/category-card';
import { GalleryCallToAction } from '#src/features/gallery/gallery-cta';

const DESCRIPTION =
  'Browse headstones and monuments we have set across Oklahoma and Texas, catalog designs, stock and clearance monuments with prices, artwork ideas and granite colors.';

export const Route = createFileRoute('/_site/gallery/')({
  // All six categories, counts and cover images in one call. The head's words come from here
  // (split with the component), not from every page's first download (decision 044).
  loader: async ({ context }): Promise<{ meta: PageMeta }> => {
    await context.queryClient.ensureQueryData(context.trpc.gallery.overview.queryOptions());
    return {
      meta: {
        title: 'Monument Gallery',
        description: DESCRIPTION,
        breadcrumbs: [{ name: 'Gallery', path: '/gallery' }],
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  pendingComponent: GallerySkeleton,
  component: GalleryPage,
});

function Intro() {
  return (
    <Stack gap="sm" maw={760}>
      <Text fw={600} c="bronze.8" tt="uppercase" size="sm">
        Gallery
      </Text>
      <Title order={1}>Find a memorial that feels right</Title>
      <Text size="lg">
        Look through monuments we have designed and set, designs to start from, monuments ready in our yard, reduced
        display pieces, artwork and the granites we work with. Every one can be made your own.
      </Text>
    </Stack>
  );
}

function GalleryPage() {
  const trpc = useTRPC();
  const { data: categories } = useSuspenseQuery(trpc.gallery.overview.queryOptions());
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap={40}>
        <Intro />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {categories.map((overview, index) => (
            <CategoryCard key={overview.category} overview={overview} priority={index === 0} />
          ))}
        </SimpleGrid>
        <GalleryCallToAction />
      </Stack>
    </Container>
  );
}

/** Shown while the gallery loads on a client-side navigation. */
function GallerySkeleton() {
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap={40}>
        <Intro />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" role="status" aria-label="Loading the gallery">
          {Array.from({ length: 6 }, (_, i) => (
            <CategoryCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
