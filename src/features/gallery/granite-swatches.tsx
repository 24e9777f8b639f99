import { Link } from '@tanstack/react-router';
import { Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import type { GalleryItemSummary } from './item-card';
import classes from './gallery.module.css';

/** Every granite color as a named round swatch, each linking to its own page (loaded by the route's loader). */
export function GraniteSwatches({
  colors,
  renderAction,
}: {
  colors: (GalleryItemSummary & { description: string | null })[];
  renderAction?: (item: GalleryItemSummary) => ReactNode;
}) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing={{ base: 'lg', md: 'xl' }}
      verticalSpacing={{ base: 'xl', md: 40 }}
    >
      {colors.map((color, index) => (
        <div key={color.id}>
          <Link
            to="/gallery/$category/$slug"
            params={{ category: 'granite-colors', slug: color.slug }}
            className={classes.swatch}
          >
            <div className={classes.swatchImage}>
              <ResponsiveImage image={color.image} alt="" sizes="200px" fit="cover" priority={index < 2} />
            </div>
            <h2 className={classes.swatchName}>{color.title}</h2>
          </Link>
          {color.description && (
            <Text size="sm" c="dimmed" ta="center" mt={6}>
              {color.description}
            </Text>
          )}
          {renderAction?.(color)}
        </div>
      ))}
    </SimpleGrid>
  );
}
