/**
 * The specification's three packages ("Hard-coded packages"), as the value-engineering migration
 * seeds them (20261124T0500). The pages, the basket and the structured data read the packages
 * table (staff edit it at /admin/ve/packages), not this list; it stays for the FAQ's words and
 * for tests that name a seeded package. Prices are integer cents.
 */
export interface ValuePackage {
  id: string;
  name: string;
  priceCents: number;
  granite: string;
  style: string;
  summary: string;
  includes: string[];
  image: { src: string; alt: string };
}

export const valuePackages: ValuePackage[] = [
  {
    id: 'heritage-blue-pearl-companion',
    name: 'Heritage Blue Pearl Companion',
    priceCents: 485_000,
    granite: 'Blue Pearl',
    style: 'Companion upright',
    summary:
      'A companion upright in shimmering Blue Pearl granite with room for two names, dates and a shared epitaph.',
    includes: [
      'Blue Pearl granite companion tablet on a matching base',
      'Two names with birth and death dates',
      'A shared epitaph of up to two lines',
      'One emblem or simple artwork panel',
      'Design proof for your approval before cutting',
      'Foundation, delivery and installation in our service area',
    ],
    image: {
      src: '/images/packages/heritage-blue-pearl.svg',
      alt: 'Blue Pearl companion upright monument illustration',
    },
  },
  {
    id: 'legacy-sierra-white-upright',
    name: 'Legacy Sierra White Upright',
    priceCents: 675_000,
    granite: 'Sierra White',
    style: 'Upright with serpentine top',
    summary:
      'A classic Sierra White upright with a serpentine top, hand-finished edges and deep, easy-to-read lettering.',
    includes: [
      'Sierra White granite upright with serpentine top and base',
      'Names, dates and an epitaph of up to four lines',
      'Custom artwork panel designed with you',
      'Polished front and back with rock-pitched edges',
      'Design proof for your approval before cutting',
      'Foundation, delivery and installation in our service area',
    ],
    image: { src: '/images/packages/legacy-sierra-white.svg', alt: 'Sierra White upright monument illustration' },
  },
  {
    id: 'premium-india-red-monument',
    name: 'Premium India Red Monument',
    priceCents: 895_000,
    granite: 'India Red',
    style: 'Premium upright with vases',
    summary: 'A premium India Red monument with twin vases, etched or carved artwork and a fully polished finish.',
    includes: [
      'India Red granite upright, base and two matching vases',
      'Names, dates, epitaph and back-side family inscription',
      'Etched portrait or carved artwork of your choice',
      'Fully polished finish on all faces',
      'Design proof for your approval before cutting',
      'Foundation, delivery and installation in our service area',
    ],
    image: { src: '/images/packages/premium-india-red.svg', alt: 'India Red premium monument with vases illustration' },
  },
];

// In format.ts so that a route's head can use it without the packages' copy (decision 044).
export { formatPrice } from './format';
