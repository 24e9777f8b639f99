import { createFileRoute } from '@tanstack/react-router';
import { GALLERY_CATEGORIES, type GalleryCategory } from '#server/modules/gallery/gallery-categories';
import { pageHead } from '#src/lib/seo';
import { GalleriesScreen } from '#src/features/gallery/admin/galleries-screen';

// The category tab is in the address, so a reload or a shared link opens the same one. Checked
// by hand: route options are in the main bundle, and a validation library there slows every page.
const validateSearch = (search: Record<string, unknown>): { category?: GalleryCategory } => ({
  category: GALLERY_CATEGORIES.find((c) => c === search.category),
});

export const Route = createFileRoute('/admin/_panel/galleries')({
  validateSearch,
  loaderDeps: ({ search }) => ({ category: search.category ?? 'set_monuments' }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.gallery.list.queryOptions({ category: deps.category }))
      : undefined,
  head: ({ match }) => pageHead(match, { title: 'Galleries', description: 'Manage gallery photos.', noindex: true }),
  component: GalleriesRoute,
});

function GalleriesRoute() {
  const { category } = Route.useSearch();
  return <GalleriesScreen category={category ?? 'set_monuments'} />;
}
