/**
 * The site's navigation, used by the header (desktop and mobile), the footer and the 404 page.
 * Only pages that exist are listed: a link is added here when its page is built.
 */
export interface NavLink {
  label: string;
  to: string;
}

export const serviceLinks: NavLink[] = [
  { label: 'Custom Monuments', to: '/services/custom-monuments' },
  { label: 'Civic & Military Monuments', to: '/services/civic-military' },
  { label: 'Pet Memorials', to: '/services/pet-memorials' },
  { label: 'Cleaning & Restoration', to: '/services/cleaning-restoration' },
  { label: 'Final Date Engraving', to: '/services/final-date-engraving' },
  { label: 'Flat Markers', to: '/services/flat-markers' },
  { label: 'Monument Repair', to: '/services/monument-repair' },
  { label: 'Porcelain Portraits', to: '/services/porcelain-portraits' },
];

export const aboutLinks: NavLink[] = [
  { label: 'Our Story', to: '/about' },
  { label: 'Our Staff', to: '/staff' },
  { label: 'Testimonials', to: '/testimonials' },
];

/** A header entry that opens a short list of links. */
export interface NavMenu {
  label: string;
  links: NavLink[];
}

export const pricingLinks: NavLink[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Price Calculator', to: '/calculator' },
];

/** Top-level header entries beside the Services and About dropdowns. */
export const primaryLinks: Array<NavLink | NavMenu> = [
  { label: 'Gallery', to: '/gallery' },
  { label: 'Blog', to: '/blog' },
  { label: 'Pricing', links: pricingLinks },
  { label: 'Service Area', to: '/service-area-directory' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact-us' },
];

/** The header's AI badge: the AI tools page. */
export const aiToolsLink: NavLink = { label: 'AI Tools', to: '/ai-tools' };

/** Where the header's Consultation button leads. */
export const consultationLink: NavLink = { label: 'Consultation', to: '/book' };

export const footerGroups: Array<{ title: string; links: NavLink[] }> = [
  { title: 'Services', links: [{ label: 'All Services', to: '/services' }, ...serviceLinks] },
  {
    title: 'Company',
    links: [
      ...aboutLinks,
      { label: 'Gallery', to: '/gallery' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Blog', to: '/blog' },
      { label: 'Service Area', to: '/service-area-directory' },
      { label: 'AI Tools', to: '/ai-tools' },
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Book a Consultation', to: '/book' },
    ],
  },
  {
    title: 'Value Engineering',
    links: [
      { label: 'How We Save You 15-25%', to: '/value-engineering' },
      { label: 'Monument Packages', to: '/value-engineering/packages' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Price Calculator', to: '/calculator' },
    ],
  },
];
