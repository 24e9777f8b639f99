/**
 * Every staff screen, for the sweeps that open each one: the phone-width journey
 * (tests/e2e/foundation.spec.ts) and scripts/phone-sweep.ts.
 */
export const STAFF_SCREENS = [
  '/admin',
  '/admin/submissions',
  '/admin/quote-requests',
  '/admin/bookings',
  '/admin/orders',
  '/admin/ve/commitments',
  '/admin/authorizations',
  '/admin/site-images',
  '/admin/galleries',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/redirects',
  '/admin/calculator',
  '/admin/calculator/colors',
  '/admin/calculator/formula-builder',
  '/admin/calculator/test',
  '/admin/ve/packages',
  '/admin/ve/content',
  '/admin/settings',
  '/admin/add-admin',
  '/admin/webhooks',
  '/admin/content-migration',
  '/admin/image-migration',
  '/admin/basket-submissions',
  '/admin/cemeteries',
];
