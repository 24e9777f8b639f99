/**
 * The gallery's words: each category's name and the sentence families read on its card and
 * page. Keys are the database categories (server/modules/gallery/gallery.schema.ts).
 */
export interface GalleryCategoryCopy {
  name: string;
  /** One item of the category, for breadcrumbs and alt text fallbacks. */
  singular: string;
  /** On the category card. */
  summary: string;
  /** At the top of the category page. */
  intro: string;
  /** The page's meta description. */
  metaDescription: string;
  /** Shown dimmed, under "Coming Soon", while the category has no photos. */
  fallbackImage: string;
}

export const galleryCopy = {
  set_monuments: {
    name: 'Set Monuments',
    singular: 'Set monument',
    summary: 'Memorials we have designed and installed in cemeteries across Oklahoma and Texas.',
    intro:
      'Every monument here was designed with a family and set by our own crew. Browse them for ideas: shapes, granite colors, lettering and artwork can all be adapted to your loved one.',
    metaDescription:
      'Photos of headstones and monuments we designed and installed in Oklahoma and Texas cemeteries. Ideas for shapes, granite colors, lettering and artwork.',
    fallbackImage: '/images/gallery/coming-soon-upright.svg',
  },
  catalog_items: {
    name: 'Catalog Items',
    singular: 'Catalog design',
    summary: 'Proven designs and sizes to start from, each ready to be made your own.',
    intro:
      'Our catalog designs are a good place to begin. Each can be cut in the granite of your choice and finished with names, dates, an epitaph and artwork. Ask us for a price on any design.',
    metaDescription:
      'Catalog headstone and monument designs: uprights, slants, flat markers and benches, each available in many granite colors.',
    fallbackImage: '/images/gallery/coming-soon-slant.svg',
  },
  stock_items: {
    name: 'Stock Items',
    singular: 'Stock item',
    summary: 'Finished monuments in our yard, ready for lettering and a shorter wait.',
    intro:
      'These monuments are already cut and polished. Once we letter them, they can be installed sooner than a custom order, which usually takes 4 to 6 weeks. Prices include delivery and installation in our service area.',
    metaDescription:
      'Headstones and monuments in stock and ready for lettering, with prices. Delivery and installation included in our service area.',
    fallbackImage: '/images/gallery/coming-soon-upright.svg',
  },
  clearance_specials: {
    name: 'Clearance Specials',
    singular: 'Clearance special',
    summary: 'Display pieces and one-of-a-kind monuments at reduced prices.',
    intro:
      'Showroom displays and one-of-a-kind pieces at reduced prices. Each is sound, polished granite and is lettered for your family. When a piece is gone, it is gone, so call us to hold one.',
    metaDescription:
      'Clearance headstones and monuments at reduced prices: display pieces and one-of-a-kind memorials, installation included.',
    fallbackImage: '/images/gallery/coming-soon-slant.svg',
  },
  artwork: {
    name: 'Artwork',
    singular: 'Artwork design',
    summary: 'Etchings and carvings that tell a story: faith, family, work and the places they loved.',
    intro:
      'Artwork makes a memorial personal. These designs can be etched or carved, and we gladly work from your own drawings or photos (JPG, PNG, AI or EPS files).',
    metaDescription:
      'Headstone artwork ideas: etched and carved designs for faith, nature, family and hobbies. Send us your own artwork in JPG, PNG, AI or EPS.',
    fallbackImage: '/images/gallery/coming-soon-artwork.svg',
  },
  granite_colors: {
    name: 'Granite Colors',
    singular: 'Granite color',
    summary: 'The granites we work with most, from deep black to warm reds and soft grays.',
    intro:
      'Granite is chosen for a lifetime. These are the colors families choose most often; each is polished to show its natural grain. Colors vary from stone to stone, so we are glad to show you real samples.',
    metaDescription:
      'Granite colors for headstones and monuments: Jet Black, Blue Pearl, Sierra White, India Red, Georgia Gray, Mahogany and more.',
    fallbackImage: '/images/gallery/coming-soon-granite.svg',
  },
} satisfies Record<string, GalleryCategoryCopy>;

/** Default alt text when an image has none (specification, error catalogue). */
export const DEFAULT_IMAGE_ALT = 'Memorial monument';
