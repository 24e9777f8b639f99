import { createFileRoute } from '@tanstack/react-router';
import { SITE_IMAGE_CATEGORIES, type SiteImageCategory } from '#server/modules/site-images/site-image-categories';
import { pageHead } from '#src/lib/seo';
import { SiteImagesScreen } from '#src/features/site-images/site-images-screen';

// Checked by hand, as in galleries.tsx: no validation library in the main bundle.
const validateSearch = (search: Record<string, unknown>): { category?: SiteImageCategory } => ({
  category: SITE_IMAGE_CATEGORIES.find((c) => c === search.category),
});

export const Route = createFileRoute('/admin/_panel/site-images')({
  validateSearch,
  loaderDeps: ({ search }) => ({ category: search.category ?? 'hero' }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(
          context.trpc.admin.siteImages.list.queryOptions({ category: deps.category }),
        )
      : undefined,
  head: ({ match }) => pageHead(match, { title: 'Site Images', description: 'Manage the site images.', noindex: true }),
  component: SiteImagesRoute,
});

function SiteImagesRoute() {
  const { category } = Route.useSearch();
  return <SiteImagesScreen category={category ?? 'hero'} />;
}
