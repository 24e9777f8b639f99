import type { Trpc } from '#src/lib/trpc';
import { GALLERY_PAGE_SIZE, type GalleryCategory } from '#server/modules/gallery/gallery-categories';

/** The category grid's paged query; the route loader and the page use the very same options. */
export function galleryListOptions(trpc: Trpc, category: GalleryCategory) {
  return trpc.gallery.list.infiniteQueryOptions(
    { category, limit: GALLERY_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}

/** True for a "that item does not exist" answer, on the server (TRPCError) and in the browser. */
export function isNotFoundError(error: unknown): boolean {
  const e = error as { code?: string; data?: { code?: string } } | null;
  return e?.code === 'NOT_FOUND' || e?.data?.code === 'NOT_FOUND';
}
