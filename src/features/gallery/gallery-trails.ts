import { galleryCopy } from '#content/gallery';
import { CATEGORY_SLUGS, galleryItemPath, type GalleryCategory } from '#server/modules/gallery/gallery-categories';
import type { Crumb } from '#src/components/content/page-breadcrumbs';

/**
 * The gallery's breadcrumb trails (Home is added by PageBreadcrumbs and pageHead). The route's
 * structured data and the visible trail read the same list, so they cannot disagree.
 */
export const galleryCategoryTrail = (category: GalleryCategory): Crumb[] => [
  { name: 'Gallery', path: '/gallery' },
  { name: galleryCopy[category].name, path: `/gallery/${CATEGORY_SLUGS[category]}` },
];

export const galleryItemTrail = (item: { category: GalleryCategory; slug: string; title: string }): Crumb[] => [
  ...galleryCategoryTrail(item.category),
  { name: item.title, path: galleryItemPath(item.category, item.slug) },
];
