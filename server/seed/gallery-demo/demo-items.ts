import type { Availability, GalleryCategory } from '../../modules/gallery/gallery.schema';
import type { Backdrop, Etching, MonumentShape } from './scenes';

/**
 * The demo gallery: eight items per category, each drawn by scenes.ts. Family names, towns and
 * prices are fictional but realistic, so the site can be judged as it will look with real photos.
 */
export interface DemoItem {
  category: GalleryCategory;
  title: string;
  slug: string;
  description: string;
  graniteColor: string;
  dimensions?: string;
  priceCents?: number;
  availability?: Availability;
  altText: string;
  picture:
    | { kind: 'monument'; shape: MonumentShape; backdrop: Backdrop; family?: string; lines?: string[]; tag?: string }
    | { kind: 'etching'; design: Etching }
    | { kind: 'swatch' };
}

const set = (
  slug: string,
  title: string,
  graniteColor: string,
  shape: MonumentShape,
  family: string,
  lines: string[],
  dimensions: string,
  description: string,
): DemoItem => ({
  category: 'set_monuments',
  slug,
  title,
  graniteColor,
  dimensions,
  description,
  altText: `${title}: a ${graniteColor} ${shapeWords[shape]} in a cemetery`,
  picture: { kind: 'monument', shape, backdrop: 'cemetery', family, lines },
});

const shapeWords: Record<MonumentShape, string> = {
  serpentine: 'serpentine-top upright headstone',
  oval: 'oval-top upright headstone',
  heart: 'heart-shaped headstone',
  slant: 'slant headstone',
  flat: 'flat grass marker',
  bench: 'memorial bench',
  rustic: 'rock-pitched upright headstone',
  companion: 'companion upright headstone with vases',
};

const catalog = (slug: string, title: string, graniteColor: string, shape: MonumentShape, dimensions: string, description: string): DemoItem => ({
  category: 'catalog_items',
  slug,
  title,
  graniteColor,
  dimensions,
  description,
  altText: `${title}, shown in ${graniteColor} granite`,
  picture: {
    kind: 'monument',
    shape,
    backdrop: 'studio',
    family: shape === 'bench' ? 'FAMILY NAME' : 'FAMILY NAME',
    lines: shape === 'companion' ? ['FIRST NAME', '1940 - 2024', 'FIRST NAME', '1942 - 2024'] : ['First M. Last', '1940 - 2024'],
  },
});

const stock = (
  slug: string,
  title: string,
  graniteColor: string,
  shape: MonumentShape,
  dimensions: string,
  priceCents: number,
  availability: Availability,
  description: string,
): DemoItem => ({
  category: 'stock_items',
  slug,
  title,
  graniteColor,
  dimensions,
  priceCents,
  availability,
  description,
  altText: `Unlettered ${graniteColor} ${shapeWords[shape]} in our yard`,
  picture: { kind: 'monument', shape, backdrop: 'yard' },
});

const clearance = (
  slug: string,
  title: string,
  graniteColor: string,
  shape: MonumentShape,
  dimensions: string,
  priceCents: number,
  availability: Availability,
  description: string,
  sample?: { family: string; lines: string[] },
): DemoItem => ({
  category: 'clearance_specials',
  slug,
  title,
  graniteColor,
  dimensions,
  priceCents,
  availability,
  description,
  altText: `${graniteColor} ${shapeWords[shape]} on display in our showroom`,
  picture: { kind: 'monument', shape, backdrop: 'showroom', tag: 'SALE', ...sample },
});

const artwork = (slug: string, title: string, design: Etching, description: string): DemoItem => ({
  category: 'artwork',
  slug,
  title,
  graniteColor: 'Jet Black',
  description,
  altText: `${title}: a laser-etched design on polished black granite`,
  picture: { kind: 'etching', design },
});

export const DEMO_ITEMS: DemoItem[] = [
  set('harrington-companion-upright', 'Harrington Companion Upright', 'Blue Pearl', 'companion', 'Harrington', ['JOHN R.', '1941 - 2019', 'MARY L.', '1944 - 2022'], '60" x 8" x 32" on a 72" x 14" x 8" base',
    'A companion upright in Blue Pearl with a gentle serpentine top and matching vases, set for the Harrington family in a country cemetery outside Ada, Oklahoma. The names are sandblasted and painted a soft gray so they read clearly against the dark stone.'),
  set('whitaker-slant', 'Whitaker Slant', 'Jet Black', 'slant', 'Whitaker', ['Eleanor Whitaker', 'Aug 14, 1950 - Jan 2, 2023', 'Beloved Mother'], '36" x 10" x 18" on a 42" x 14" x 6" base',
    'A polished Jet Black slant with crisp, pale lettering, set near Wylie, Texas. Slants sit low and are permitted in most cemeteries, including many that limit upright height.'),
  set('calloway-heart', 'Calloway Heart Memorial', 'India Red', 'heart', 'Calloway', ['Ruth Ann', '1936 - 2020', 'Loved by all'], '30" x 6" x 26" on a 38" x 12" x 6" base',
    'A heart-shaped upright in India Red for a grandmother who loved her garden, set in Durant, Oklahoma. The warm red granite glows in the afternoon sun.'),
  set('delgado-family-bench', 'Delgado Family Bench', 'Georgia Gray', 'bench', 'Delgado', ['Rest awhile'], '48" x 16" seat on two 18" pedestals',
    'A memorial bench in Georgia Gray where the Delgado family can sit and visit, set in McKinney, Texas. The family name is on the front of the seat; a short verse is on the pedestal.'),
  set('pruitt-flat-marker', 'Pruitt Flat Marker', 'Mahogany', 'flat', 'Pruitt', ['Samuel Lee', '1948 - 2021'], '24" x 12" x 4"',
    'A Mahogany flat marker set level with the lawn in Shawnee, Oklahoma, for a cemetery section that allows flat markers only. Easy to mow around and simple to visit.'),
  set('mcalister-serpentine-upright', 'McAlister Serpentine Upright', 'Sierra White', 'serpentine', 'McAlister', ['Thomas McAlister', '1939 - 2022', 'Husband, Father, Friend'], '36" x 6" x 26" on a 48" x 12" x 6" base',
    'A Sierra White upright with a serpentine top and deep, dark lettering, set in Ardmore, Oklahoma. Light granite keeps a calm, classic look for generations.'),
  set('brennan-rustic-upright', 'Brennan Rustic Upright', 'Autumn Rose', 'rustic', 'Brennan', ['Patrick & Grace', 'Married 1962', 'Together Forever'], '34" x 8" x 30" on a 46" x 14" x 6" base',
    'A rock-pitched upright in Autumn Rose with a polished panel for the names, set in Sherman, Texas. The rough edges show the stone as it came from the quarry.'),
  set('tillman-oval-top', 'Tillman Oval Top Upright', 'Bahama Blue', 'oval', 'Tillman', ['Harold Dean', '1944 - 2023', 'Gone fishing'], '32" x 6" x 28" on a 42" x 12" x 6" base',
    'An oval-top upright in Bahama Blue for a lifelong fisherman, set near Denison, Texas. His family chose the blue granite for the lake he loved.'),

  catalog('classic-serpentine-upright-c101', 'Classic Serpentine Upright (C-101)', 'Jet Black', 'serpentine', '36" x 6" x 24" on a 48" x 12" x 6" base',
    'Our most requested single upright: a serpentine top, polished front and back, on a matching base. Available in every granite we carry, with room for a name, dates and a short epitaph.'),
  catalog('companion-upright-with-vases-c106', 'Companion Upright with Vases (C-106)', 'Georgia Gray', 'companion', '60" x 8" x 30" on a 72" x 14" x 8" base, two 8" vases',
    'A wide companion upright for two names, with a vase at each end of the base. Dates can be added later: we return to engrave the final date on site.'),
  catalog('oval-top-upright-c112', 'Oval Top Upright (C-112)', 'India Red', 'oval', '30" x 6" x 28" on a 40" x 12" x 6" base',
    'A softly rounded top on a classic upright. Simple, graceful and well suited to artwork above the name.'),
  catalog('traditional-slant-c120', 'Traditional Slant (C-120)', 'Blue Pearl', 'slant', '36" x 10" x 18" on a 42" x 14" x 6" base',
    'A slant monument with a sloped polished face. Low and sturdy, it meets the height rules of most cemeteries.'),
  catalog('flat-grass-marker-c130', 'Flat Grass Marker (C-130)', 'Georgia Gray', 'flat', '24" x 12" x 4"',
    'A flat marker set level with the ground, for cemeteries and sections that allow flat markers only. Available in companion size (44" x 14").'),
  catalog('heart-upright-c141', 'Heart Upright (C-141)', 'Autumn Rose', 'heart', '30" x 6" x 26" on a 38" x 12" x 6" base',
    'A heart-shaped upright, often chosen for mothers, grandmothers and children. Lovely with carved roses or a short verse.'),
  catalog('rustic-rock-pitch-upright-c150', 'Rustic Rock-Pitch Upright (C-150)', 'Mahogany', 'rustic', '34" x 8" x 30" on a 46" x 14" x 6" base',
    'Hand-pitched rough edges around a polished panel: a natural look that suits ranching families and country cemeteries.'),
  catalog('memorial-bench-c160', 'Memorial Bench (C-160)', 'Sierra White', 'bench', '48" x 16" seat on two 18" pedestals',
    'A place to sit and remember. The name goes on the front of the seat; pedestals can carry dates, a verse or artwork.'),

  stock('jet-black-serpentine-upright-36', 'Jet Black Serpentine Upright, 36 in', 'Jet Black', 'serpentine', '36" x 6" x 24" on a 48" x 12" x 6" base', 245_000, 'available',
    'Cut, polished and ready for lettering. Because the stone is already made, it can be installed sooner than a custom order. Price includes lettering of one name and dates, delivery and installation in our service area.'),
  stock('georgia-gray-slant-30', 'Georgia Gray Slant, 30 in', 'Georgia Gray', 'slant', '30" x 10" x 16" on a 36" x 14" x 6" base', 165_000, 'available',
    'A sturdy Georgia Gray slant, ready for lettering. Price includes lettering of one name and dates, delivery and installation in our service area.'),
  stock('blue-pearl-companion-upright-60', 'Blue Pearl Companion Upright, 60 in', 'Blue Pearl', 'companion', '60" x 8" x 32" on a 72" x 14" x 8" base', 540_000, 'reserved',
    'A large companion upright with vases in shimmering Blue Pearl. A family is holding this one; ask us about a matching stone.'),
  stock('india-red-oval-top-30', 'India Red Oval Top, 30 in', 'India Red', 'oval', '30" x 6" x 28" on a 40" x 12" x 6" base', 225_000, 'available',
    'A warm India Red upright with an oval top, polished on all sides and ready for lettering.'),
  stock('mahogany-flat-marker-24', 'Mahogany Flat Marker, 24 in', 'Mahogany', 'flat', '24" x 12" x 4"', 78_000, 'available',
    'A flat marker in rich Mahogany, ready for lettering and quick installation.'),
  stock('sierra-white-bench-48', 'Sierra White Bench, 48 in', 'Sierra White', 'bench', '48" x 16" seat on two 18" pedestals', 315_000, 'available',
    'A Sierra White memorial bench with polished seat and pedestals. The family name can go on the seat front.'),
  stock('bahama-blue-rustic-upright-36', 'Bahama Blue Rustic Upright, 36 in', 'Bahama Blue', 'rustic', '36" x 8" x 30" on a 46" x 14" x 6" base', 285_000, 'available',
    'A rock-pitched Bahama Blue upright with a polished panel for names and dates.'),
  stock('autumn-rose-heart-28', 'Autumn Rose Heart, 28 in', 'Autumn Rose', 'heart', '28" x 6" x 24" on a 36" x 12" x 6" base', 210_000, 'available',
    'A heart-shaped upright in soft Autumn Rose, ready for lettering and a carved design.'),

  clearance('display-heart-india-red', 'Display Heart in India Red', 'India Red', 'heart', '30" x 6" x 26" on a 38" x 12" x 6" base', 139_500, 'available',
    'A showroom display heart, sound and polished, reduced from $2,100. The sample lettering is polished off and your family\'s lettering is cut fresh.',
    { family: 'Sample', lines: ['Display Only'] }),
  clearance('blue-pearl-slant-display', 'Blue Pearl Slant, Showroom Display', 'Blue Pearl', 'slant', '36" x 10" x 18" on a 42" x 14" x 6" base', 145_000, 'available',
    'A Blue Pearl slant that has stood in our showroom; reduced from $2,300. Installation included in our service area.'),
  clearance('jet-black-companion-display', 'Jet Black Companion, Showroom Display', 'Jet Black', 'companion', '60" x 8" x 30" on a 72" x 14" x 8" base', 390_000, 'reserved',
    'A large Jet Black companion with vases, reduced from $5,200. A family is holding this piece.',
    { family: 'Sample', lines: ['FIRST NAME', '19XX - 20XX', 'FIRST NAME', '19XX - 20XX'] }),
  clearance('sierra-white-oval-top-clearance', 'Sierra White Oval Top', 'Sierra White', 'oval', '28" x 6" x 26" on a 38" x 12" x 6" base', 165_000, 'available',
    'A one-of-a-kind Sierra White upright from a discontinued size, reduced from $2,400.'),
  clearance('georgia-gray-bench-clearance', 'Georgia Gray Bench, Discontinued Size', 'Georgia Gray', 'bench', '42" x 14" seat on two 16" pedestals', 220_000, 'sold',
    'A compact Georgia Gray bench in a size we no longer cut. This piece has found its family.'),
  clearance('mahogany-rustic-upright-clearance', 'Mahogany Rustic Upright', 'Mahogany', 'rustic', '32" x 8" x 28" on a 44" x 14" x 6" base', 185_000, 'available',
    'A rustic Mahogany upright with a small natural mark on the back edge, reduced from $2,700. The face is flawless.'),
  clearance('bahama-blue-serpentine-clearance', 'Bahama Blue Serpentine', 'Bahama Blue', 'serpentine', '34" x 6" x 24" on a 46" x 12" x 6" base', 205_000, 'available',
    'A Bahama Blue serpentine upright from last season\'s display, reduced from $2,900.'),
  clearance('autumn-rose-flat-marker-clearance', 'Autumn Rose Flat Marker', 'Autumn Rose', 'flat', '24" x 12" x 4"', 52_000, 'available',
    'An Autumn Rose flat marker, reduced from $760. Ready for lettering.'),

  artwork('sunrise-over-the-hills', 'Sunrise Over the Hills', 'sunrise',
    'A rising sun over rolling hills: a quiet design of hope, often chosen with "Until we meet again." Etched on black granite or carved on lighter stones.'),
  artwork('long-stem-rose', 'Long-Stem Rose', 'rose', 'A single rose with leaves, one of the most requested designs. Lovely beside a name or between two names on a companion stone.'),
  artwork('dove-of-peace', 'Dove of Peace', 'dove', 'A dove carrying an olive branch, a symbol of peace and faith. Works in every size, from flat markers to large uprights.'),
  artwork('pine-ridge-at-dusk', 'Pine Ridge at Dusk', 'pines', 'Pines and mountains under a rising moon, for those who loved the outdoors, hunting or camping.'),
  artwork('lighthouse-on-the-point', 'Lighthouse on the Point', 'lighthouse', 'A lighthouse over the water: a guiding light for a parent or grandparent, and a favorite of lake-country families.'),
  artwork('cross-with-lilies', 'Cross with Lilies', 'cross', 'A radiant cross framed by lilies. We can add a verse or a church emblem beneath it.'),
  artwork('harvest-wheat', 'Harvest Wheat', 'wheat', 'Sheaves of wheat tied together, honoring a life of farming, work and plenty.'),
  artwork('music-remembered', 'Music Remembered', 'music', 'Musical notes on a flowing staff, for a singer, a player or anyone who filled the house with music. We can etch real notes from a favorite hymn.'),
];
