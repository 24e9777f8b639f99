/**
 * The eight services: slug (the page at /services/{slug}), name, one-line summary, and the
 * keyword used to pick each card's picture from site_images (specification, section 7).
 */
export const serviceSlugs = [
  'custom-monuments',
  'civic-military',
  'pet-memorials',
  'cleaning-restoration',
  'final-date-engraving',
  'flat-markers',
  'monument-repair',
  'porcelain-portraits',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceSummary {
  slug: ServiceSlug;
  name: string;
  summary: string;
  imageKeyword: string;
}

export const services: ServiceSummary[] = [
  {
    slug: 'custom-monuments',
    name: 'Custom Monuments',
    summary: 'Upright, slant and companion monuments designed with you, from the first sketch to the final proof.',
    imageKeyword: 'custom monuments',
  },
  {
    slug: 'civic-military',
    name: 'Civic & Military Monuments',
    summary: 'Veterans memorials, dedication stones and community monuments built to stand for generations.',
    imageKeyword: 'civic military',
  },
  {
    slug: 'pet-memorials',
    name: 'Pet Memorials',
    summary: 'Markers and small monuments for the companions who shared our lives.',
    imageKeyword: 'pet memorials',
  },
  {
    slug: 'cleaning-restoration',
    name: 'Cleaning & Restoration',
    summary: 'Gentle, stone-safe cleaning and restoration that brings weathered monuments back.',
    imageKeyword: 'cleaning restoration',
  },
  {
    slug: 'final-date-engraving',
    name: 'Final Date Engraving',
    summary: 'On-site engraving of final dates and added inscriptions, matched to the original lettering.',
    imageKeyword: 'final date',
  },
  {
    slug: 'flat-markers',
    name: 'Flat Markers',
    summary: 'Flush granite and bronze markers that meet the rules of lawn-style cemeteries.',
    imageKeyword: 'flat markers',
  },
  {
    slug: 'monument-repair',
    name: 'Monument Repair',
    summary: 'Resetting, leveling and repairing stones that have shifted, sunk or been damaged.',
    imageKeyword: 'monument repair',
  },
  {
    slug: 'porcelain-portraits',
    name: 'Porcelain Portraits',
    summary: 'Weather-proof porcelain photographs set into the stone, made from your favorite picture.',
    imageKeyword: 'porcelain portraits',
  },
];

/** The service with this slug, or undefined for an unknown one. */
export function findService(slug: string): ServiceSummary | undefined {
  return services.find((service) => service.slug === slug);
}
