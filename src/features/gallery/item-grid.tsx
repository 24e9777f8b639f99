import { lazy, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { Button, Center, Loader, Stack, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { GALLERY_PAGE_SIZE, type GalleryCategory } from '#server/modules/gallery/gallery-categories';
import { loadMantineScope, MantineScope } from '#src/lib/mantine-scope';
import { GalleryItemCard, type GalleryItemSummary } from './item-card';
import type { LightboxProps } from './lightbox';

/** One page of a category's photos, as `gallery.list` answers; the first page carries the total. */
export interface GalleryPage {
  items: GalleryItemSummary[];
  nextCursor: string | null;
  total: number | null;
}

export interface GalleryGridProps {
  category: GalleryCategory;
  /** The first page, loaded by the route's loader with the page. */
  first: GalleryPage;
  /** An extra control for each card (e.g. "Add to basket"), given the item. */
  renderAction?: (item: GalleryItemSummary) => ReactNode;
}

// The lightbox is Mantine's modal: its code and Mantine's provider load when a photo is first
// tapped, hovered or focused, not with the page (decision 049).
const loadLightbox = () => import('./lightbox');
const LazyLightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

function LightboxOnDemand(props: LightboxProps) {
  const [used, setUsed] = useState(false);
  if (props.index !== null && !used) setUsed(true);
  return used ? (
    <MantineScope>
      <LazyLightbox {...props} />
    </MantineScope>
  ) : null;
}

/**
 * A category's published photos: the first page comes with the page's HTML (the route's loader),
 * more load through `context.api` as the visitor nears the end (or presses "Show more"), and any
 * photo opens the lightbox. No React Query or Mantine until the lightbox opens (a light page).
 */
export function GalleryGrid({ category, first, renderAction }: GalleryGridProps) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const [pages, setPages] = useState<GalleryPage[]>([first]);
  const [isFetchingNextPage, setFetching] = useState(false);
  const fetching = useRef<Promise<void> | null>(null);
  const items = pages.flatMap((page) => page.items);
  const total = first.total ?? items.length;
  const cursor = pages.at(-1)?.nextCursor ?? null;
  const hasNextPage = cursor !== null;
  const [open, setOpen] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  function fetchNextPage(): Promise<void> {
    if (!cursor) return Promise.resolve();
    if (!fetching.current) {
      setFetching(true);
      fetching.current = api.gallery
        .list({ category, limit: GALLERY_PAGE_SIZE, cursor })
        .then((page) => setPages((loaded) => (loaded.at(-1)?.nextCursor === cursor ? [...loaded, page] : loaded)))
        // A failed page leaves "Show more photos" in place to try again.
        .catch(() => {})
        .finally(() => {
          fetching.current = null;
          setFetching(false);
        });
    }
    return fetching.current;
  }
  const nearTheEnd = useEffectEvent(() => void fetchNextPage());

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) nearTheEnd();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, cursor]);

  function close() {
    const shown = open;
    setOpen(null);
    // Focus goes back to the photo that was on screen, not the one first opened.
    requestAnimationFrame(() => {
      const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-gallery-index="${shown}"]`);
      button?.focus({ preventScroll: true });
      button?.scrollIntoView({ block: 'nearest' });
    });
  }

  return (
    <Stack gap="lg">
      <SimpleGrid
        ref={gridRef}
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing={{ base: 'sm', sm: 'md', lg: 'lg' }}
        // A photo about to be opened starts the lightbox's code on its way.
        onPointerOver={preloadLightbox}
        onTouchStart={preloadLightbox}
        onFocus={preloadLightbox}
      >
        {items.map((item, index) => (
          <GalleryItemCard
            key={item.id}
            item={item}
            index={index}
            onOpen={() => setOpen(index)}
            action={renderAction?.(item)}
            // The first row is above the fold on every screen: it loads first.
            priority={index < 2}
          />
        ))}
      </SimpleGrid>
      <div ref={sentinel} />
      <Stack align="center" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {items.length} of {total} {total === 1 ? 'photo' : 'photos'}
        </Text>
        {hasNextPage &&
          (isFetchingNextPage ? (
            <Center role="status" aria-live="polite">
              <Loader size="sm" />
              <Text ml="sm">Loading more photos...</Text>
            </Center>
          ) : (
            <Button variant="light" onClick={() => void fetchNextPage()}>
              Show more photos
            </Button>
          ))}
      </Stack>
      <LightboxOnDemand
        items={items}
        index={open}
        onIndexChange={setOpen}
        onClose={close}
        total={total}
        hasMore={hasNextPage}
        loadMore={fetchNextPage}
      />
    </Stack>
  );
}

let lightboxRequested = false;
function preloadLightbox(event: { target: EventTarget }) {
  if (lightboxRequested || !(event.target instanceof Element) || !event.target.closest('[data-gallery-index]')) return;
  lightboxRequested = true;
  void Promise.all([loadLightbox(), loadMantineScope()]);
}
