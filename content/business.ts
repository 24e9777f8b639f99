/**
 * The business facts, in one place: pages, structured data, the footer and (later) the
 * assistant all read them from here. Values the specification leaves as placeholders
 * ({phone}, street addresses, e-mail) are realistic fictional ones, marked `REPLACE`, for
 * staff to swap for the real ones. 555-01xx numbers are reserved for fiction.
 */
export const business = {
  name: 'Caldwell Monument Company',
  shortName: 'Caldwell Monuments',
  foundedYear: 1936,
  tagline: 'Family-owned memorials, made with care since 1936',
  email: 'info@caldwellmonuments.com', // REPLACE: the office inbox
  priceRange: '$$',
  stats: { years: 87, locations: 2, familyOwnedPercent: 100 },
  rating: { value: 4.9, best: 5 },
  /** The pricing pitch (specification): deposit share and the usual value-engineering saving. */
  pricing: { depositPercent: 50, typicalSavings: { low: 15, high: 25, label: '15-25%' } },
  hours: { days: 'Monday to Friday', opens: '09:00', closes: '17:00', label: 'Mon-Fri 9:00 AM - 5:00 PM' },
  timeZone: 'America/Chicago',
  serviceArea: {
    primaryStates: ['Texas', 'Oklahoma', 'New Mexico'],
    summary: 'Oklahoma and North Central Texas, with installations across Texas, Oklahoma and New Mexico',
  },
  offices: [
    {
      id: 'oklahoma',
      name: 'Ada, Oklahoma',
      role: 'Headquarters and workshop',
      street: '1415 N Broadway Ave', // REPLACE
      city: 'Ada',
      region: 'OK',
      regionName: 'Oklahoma',
      postalCode: '74820', // REPLACE
      phone: '(580) 555-0136', // REPLACE
      phoneHref: 'tel:+15805550136', // REPLACE
      geo: { lat: 34.7745, lng: -96.6783 },
    },
    {
      id: 'texas',
      name: 'Wylie, Texas',
      role: 'Sales office',
      street: '210 N Ballard Ave', // REPLACE
      city: 'Wylie',
      region: 'TX',
      regionName: 'Texas',
      postalCode: '75098', // REPLACE
      phone: '(972) 555-0147', // REPLACE
      phoneHref: 'tel:+19725550147', // REPLACE
      geo: { lat: 33.0151, lng: -96.5389 },
    },
  ],
} as const;

export type Office = (typeof business.offices)[number];

/** The main line shown in the header. */
export const primaryOffice = business.offices[0];
