import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Button, Center, Loader, Stack, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import type { GalleryCategory } from '#server/modules/gallery/gallery-categories';
import { useTRPC } from '#src/lib/trpc';
import { galleryListOptions } from './gallery-queries';
import { GalleryItemCard, type GalleryItemSummary } from './item-card';
import { Lightbox } from './lightbox';

export interface GalleryGridProps {
  category: GalleryCategory;
  /** An extra control for each card (e.g. "Add to basket"), given the item. */
  renderAction?: (item: GalleryItemSummary) => ReactNode;
}

/**
 * A category's published photos: the first page comes with the page's HTML, more load as the
 * visitor nears the end (or presses "Show more"), and any photo opens the lightbox.
 */
export function GalleryGrid({ category, renderAction }: GalleryGridProps) {
  const trpc = useTRPC();
  const query = useSuspenseInfiniteQuery(galleryListOptions(trpc, category));
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? items.length;
  const [open, setOpen] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

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
      <SimpleGrid ref={gridRef} cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md', lg: 'lg' }}>
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
      <Lightbox
        items={items}
        index={open}
        onIndexChange={setOpen}
        onClose={close}
        total={total}
        hasMore={Boolean(hasNextPage)}
        loadMore={() => fetchNextPage()}
      />
    </Stack>
  );
}
