import { Link } from '@tanstack/react-router';
import { Skeleton, Text } from '#src/components/plain';
import { galleryCopy } from '#content/gallery';
import { CATEGORY_SLUGS } from '#server/modules/gallery/gallery-categories';
import type { GalleryCategoryOverview } from '#server/modules/gallery/gallery.repository';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import classes from './gallery.module.css';

const CARD_SIZES = '(min-width: 75em) 390px, (min-width: 48em) 50vw, 100vw';

/** One of the six categories on /gallery: its newest image, or "Coming Soon" on a dimmed picture. */
export function CategoryCard({
  overview,
  priority = false,
}: {
  overview: GalleryCategoryOverview;
  priority?: boolean;
}) {
  const copy = galleryCopy[overview.category];
  return (
    <Link
      to="/gallery/$category"
      params={{ category: CATEGORY_SLUGS[overview.category] }}
      className={classes.categoryCard}
    >
      <div className={classes.frame}>
        {overview.cover ? (
          <ResponsiveImage
            image={overview.cover.image}
            alt={overview.cover.altText}
            sizes={CARD_SIZES}
            fit="cover"
            priority={priority}
          />
        ) : (
          <>
            <img
              src={copy.fallbackImage}
              alt=""
              width={800}
              height={600}
              className={classes.dimmed}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <div className={classes.comingSoon}>
              <span>Coming Soon</span>
            </div>
          </>
        )}
      </div>
      <div className={classes.cardBody}>
        <h2 className={classes.categoryTitle}>{copy.name}</h2>
        <Text>{copy.summary}</Text>
        <Text size="sm" c="dimmed" mt="auto">
          {overview.count > 0 ? `${overview.count} ${overview.count === 1 ? 'photo' : 'photos'}` : 'Photos coming soon'}
        </Text>
      </div>
    </Link>
  );
}

/** The shape of a category card while the gallery loads. */
export function CategoryCardSkeleton() {
  return (
    <div className={classes.categoryCard} aria-hidden="true">
      <Skeleton className={classes.skeletonFrame} radius={0} />
      <div className={classes.cardBody}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={14} mt={8} />
        <Skeleton height={14} width="80%" />
      </div>
    </div>
  );
}
