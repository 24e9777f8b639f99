import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { galleryCopy } from '#content/gallery';
import { useBusiness } from '#src/lib/business';
import { CATEGORY_SLUGS } from '#server/modules/gallery/gallery-categories';
import type { GalleryItemDetail, GalleryItemSummary } from '#server/modules/gallery/gallery.repository';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { galleryItemTrail } from './gallery-trails';
import { GalleryItemCard, PriceLine } from './item-card';
import { Lightbox } from './lightbox';
import classes from './gallery.module.css';

export interface GalleryItemDetailProps {
  item: GalleryItemDetail;
  related: GalleryItemSummary[];
  /** Extra control beside the contact buttons (e.g. "Add to basket"); it knows the item by `item.id` and `item.category`. */
  action?: ReactNode;
  /** The same for each related item's card. */
  renderRelatedAction?: (item: GalleryItemSummary) => ReactNode;
}

/** Pieces the design playground can start from: their shape and size are a monument's (decision 256). */
const designStartCategories: ReadonlySet<string> = new Set(['set_monuments', 'catalog_items', 'stock_items']);

/** An item's own page: large picture, what it is, what it costs where it is for sale, and related items. */
export function GalleryItemDetailView({ item, related, action, renderRelatedAction }: GalleryItemDetailProps) {
  const business = useBusiness();
  const copy = galleryCopy[item.category];
  const categorySlug = CATEGORY_SLUGS[item.category];
  const isSwatch = item.category === 'granite_colors';
  const [large, setLarge] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const facts: Array<[string, ReactNode]> = [];
  if (item.graniteColor && !isSwatch) facts.push(['Granite', item.graniteColor]);
  if (item.dimensions) facts.push(['Size', item.dimensions]);

  return (
    <Stack gap={48}>
      <Stack gap="lg">
        <PageBreadcrumbs trail={galleryItemTrail(item)} />

        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <div className={classes.detailImage} style={isSwatch ? { maxWidth: 520 } : undefined}>
              <ResponsiveImage
                image={item.image}
                alt={item.altText}
                sizes="(min-width: 75em) 700px, (min-width: 62em) 58vw, 100vw"
                priority
              />
            </div>
            {/* The large view the category pages use, not the bare image file (a dead end on a phone). */}
            <Anchor
              component="button"
              type="button"
              ref={opener}
              size="sm"
              mt="xs"
              display="inline-block"
              onClick={() => setLarge(true)}
            >
              Open the full-size picture
            </Anchor>
            <Lightbox
              items={[item]}
              index={large ? 0 : null}
              onIndexChange={() => {}}
              onClose={() => {
                setLarge(false);
                requestAnimationFrame(() => opener.current?.focus({ preventScroll: true }));
              }}
              total={1}
              hasMore={false}
              loadMore={async () => {}}
              withDetailsLink={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Text fw={600} c="bronze.8" tt="uppercase" size="sm">
                {copy.singular}
              </Text>
              <Title order={1} size="h2">
                {item.title}
              </Title>
              <PriceLine item={item} />
              {item.description?.split(/\n{2,}/).map((paragraph, i) => (
                <Text key={i}>{paragraph}</Text>
              ))}
              {facts.length > 0 && (
                <dl className={classes.facts}>
                  {facts.map(([label, value]) => (
                    <div key={label} style={{ display: 'contents' }}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {action}
              {designStartCategories.has(item.category) && (
                <Text>
                  <Anchor href={`/ai-tools/design-playground?gallery=${item.id}`} underline="always" fw={600}>
                    Start a design from this one
                  </Anchor>{' '}
                  in the design playground: change the granite, the size and the lettering, and see the price.
                </Text>
              )}
              <Group gap="sm">
                <Button component={Link} to="/contact-us">
                  {isSwatch ? 'Ask about this granite' : 'Ask about this design'}
                </Button>
                <Button component="a" href={business.offices[0]!.phoneHref} variant="default">
                  Call {business.offices[0]!.phone}
                </Button>
              </Group>
              <Text c="dimmed">{timingNote(item)}</Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      {related.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="related-heading">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3" id="related-heading">
              More {copy.name.toLowerCase()}
            </Title>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/gallery/$category" params={{ category: categorySlug }} />}
            >
              See all {copy.name.toLowerCase()}
            </Anchor>
          </Group>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
            {related.map((r) => (
              <GalleryItemCard key={r.id} item={r} headingLevel="h3" action={renderRelatedAction?.(r)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * What the family can expect after choosing this piece. A stock or clearance piece is already
 * made, so it never carries the 4-to-6-week wait of a new order; a reserved or sold one says so.
 */
export function timingNote(item: Pick<GalleryItemDetail, 'category' | 'availability'>): string {
  if (item.category === 'granite_colors') {
    return 'Granite is natural stone: every block varies a little. We are glad to show you real samples at our offices.';
  }
  if (item.category === 'stock_items' || item.category === 'clearance_specials') {
    if (item.availability === 'sold') return 'This piece has found its family. Ask us about a similar one.';
    const ready =
      'This stone is already cut and polished, so there is no wait for a new one: once you approve the lettering, we engrave it and set it. Delivery and installation are included in our service area.';
    return item.availability === 'reserved'
      ? `This piece is reserved for another family for now; call us and we will tell you if it becomes free. ${ready}`
      : ready;
  }
  return 'Installation is included on all cemetery headstones, with free delivery and installation in our service area. Most orders are ready in 4 to 6 weeks; custom designs can take up to 6 months.';
}
