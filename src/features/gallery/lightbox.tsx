import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { CATEGORY_SLUGS } from '#server/modules/gallery/gallery-categories';
import type { GalleryItemSummary } from '#server/modules/gallery/gallery.repository';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { PriceLine } from './item-card';
import classes from './gallery.module.css';

export interface LightboxProps {
  items: GalleryItemSummary[];
  /** The open item, or null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** Total in the category (more may load as the visitor moves on). */
  total: number;
  hasMore: boolean;
  loadMore(): Promise<unknown>;
  /** False on the item's own page, where "View details" would lead back to itself. */
  withDetailsLink?: boolean;
}

/**
 * Large view of the grid's photos. Keyboard: Left and Right arrows move, Escape closes, Tab stays
 * inside (focus trap); focus returns to the photo being shown when it closes.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  total,
  hasMore,
  loadMore,
  withDetailsLink = true,
}: LightboxProps) {
  const item = index === null ? null : items[index];
  const loading = useRef(false);

  const canGoBack = index !== null && index > 0;
  const canGoOn = index !== null && (index < items.length - 1 || hasMore);

  async function next() {
    if (index === null || !canGoOn) return;
    if (index < items.length - 1) return onIndexChange(index + 1);
    if (loading.current) return;
    loading.current = true;
    try {
      await loadMore();
      onIndexChange(index + 1);
    } finally {
      loading.current = false;
    }
  }
  function previous() {
    if (index !== null && index > 0) onIndexChange(index - 1);
  }

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        void next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal
      opened={item != null}
      onClose={onClose}
      fullScreen
      returnFocus={false}
      title={item?.title ?? ''}
      aria-describedby="lightbox-position"
      styles={{ title: { fontWeight: 600, fontSize: '1.15rem' } }}
      closeButtonProps={{ 'aria-label': 'Close the large view' }}
    >
      {item && index !== null && (
        <div className={classes.lightboxBody}>
          <div className={classes.lightboxStage}>
            <ResponsiveImage
              key={item.id}
              image={item.image}
              alt={item.altText}
              sizes="(min-width: 75em) 1200px, 100vw"
              fit="contain"
              priority
            />
          </div>
          <div className={classes.lightboxBar}>
            <div>
              <Text id="lightbox-position" aria-live="polite" fw={600}>
                Photo {index + 1} of {total}
              </Text>
              {(item.graniteColor || item.dimensions) && (
                <Text size="sm" c="dimmed">
                  {[item.graniteColor, item.dimensions].filter(Boolean).join(' · ')}
                </Text>
              )}
              <PriceLine item={item} />
            </div>
            <Group gap="sm">
              {total > 1 && (
                <>
                  <Button variant="default" onClick={previous} disabled={!canGoBack}>
                    ← Previous
                  </Button>
                  <Button variant="default" onClick={() => void next()} disabled={!canGoOn} data-autofocus>
                    Next →
                  </Button>
                </>
              )}
              {withDetailsLink ? (
                <Button
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/gallery/$category/$slug"
                      params={{ category: CATEGORY_SLUGS[item.category], slug: item.slug }}
                    />
                  )}
                >
                  View details
                </Button>
              ) : (
                <Button variant="default" onClick={onClose} data-autofocus={total > 1 ? undefined : true}>
                  Close
                </Button>
              )}
            </Group>
          </div>
        </div>
      )}
    </Modal>
  );
}
