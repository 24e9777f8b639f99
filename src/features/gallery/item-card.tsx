import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Skeleton, Text } from '#src/components/plain';
import { CATEGORY_SLUGS } from '#server/modules/gallery/gallery-categories';
import type { GalleryItemSummary } from '#server/modules/gallery/gallery.repository';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { availabilityLabel, formatPrice } from './format';
import classes from './gallery.module.css';

export type { GalleryItemSummary };

export const GRID_SIZES = '(min-width: 75em) 290px, (min-width: 48em) 33vw, 50vw';

export interface GalleryItemCardProps {
  item: GalleryItemSummary;
  /** Opens the lightbox at this item; without it the picture links to the item's page. */
  onOpen?: () => void;
  /** Index in the grid, so focus can return here when the lightbox closes. */
  index?: number;
  /** Extra control under the details (e.g. "Add to basket"); it knows the item by `item.id` and `item.category`. */
  action?: ReactNode;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Price and availability of a stock or clearance item. */
export function PriceLine({ item }: { item: Pick<GalleryItemSummary, 'priceCents' | 'availability'> }) {
  if (item.priceCents === null && !item.availability) return null;
  return (
    <div className={classes.priceRow}>
      {item.priceCents !== null && <span className={classes.price}>{formatPrice(item.priceCents)}</span>}
      {item.availability && (
        <span className={classes.availability} data-state={item.availability}>
          {availabilityLabel(item.availability)}
        </span>
      )}
    </div>
  );
}

/** One photo in a category grid: picture (opens the lightbox), title (opens its page), details. */
export function GalleryItemCard({
  item,
  onOpen,
  index,
  action,
  priority = false,
  headingLevel = 'h2',
}: GalleryItemCardProps) {
  const Heading = headingLevel;
  const params = { category: CATEGORY_SLUGS[item.category], slug: item.slug };
  const picture = (
    <ResponsiveImage image={item.image} alt={item.altText} sizes={GRID_SIZES} fit="cover" priority={priority} />
  );
  // Cards stay short: the granite here, the full size on the item's page and in the lightbox.
  const details = item.category === 'granite_colors' ? null : item.graniteColor;
  return (
    <article className={classes.itemCard}>
      <div className={classes.frame}>
        {onOpen ? (
          <button
            type="button"
            className={classes.imageButton}
            onClick={onOpen}
            data-gallery-index={index}
            aria-label={`Enlarge photo: ${item.title}`}
          >
            {picture}
          </button>
        ) : (
          <Link to="/gallery/$category/$slug" params={params} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        )}
      </div>
      <div className={classes.itemBody}>
        <Heading className={classes.itemTitle}>
          <Link to="/gallery/$category/$slug" params={params}>
            {item.title}
          </Link>
        </Heading>
        {details && (
          <Text size="sm" c="dimmed">
            {details}
          </Text>
        )}
        <PriceLine item={item} />
        {action && <div className={classes.action}>{action}</div>}
      </div>
    </article>
  );
}

export function GalleryItemCardSkeleton() {
  return (
    <div className={classes.itemCard} aria-hidden="true">
      <Skeleton className={classes.skeletonFrame} radius={0} />
      <div className={classes.itemBody}>
        <Skeleton height={18} width="75%" />
        <Skeleton height={12} width="50%" mt={6} />
      </div>
    </div>
  );
}
