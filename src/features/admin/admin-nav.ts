/** The admin navigation. Add a screen's entry when the screen exists, not before. */
export const adminNav: Array<{ label: string; to: string }> = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Submissions', to: '/admin/submissions' },
  { label: 'Redirects & 404s', to: '/admin/redirects' },
  { label: 'Quote Requests', to: '/admin/quote-requests' },
  { label: 'Galleries', to: '/admin/galleries' },
  { label: 'Site Images', to: '/admin/site-images' },
  { label: 'Image Migration', to: '/admin/image-migration' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Admins', to: '/admin/add-admin' },
  { label: 'Price Calculator', to: '/admin/calculator' },
  { label: 'Bookings', to: '/admin/bookings' },
  { label: 'Blog', to: '/admin/blogs' },
  { label: 'Value Engineering', to: '/admin/ve' },
  { label: 'Orders & Proofs', to: '/admin/orders' },
  { label: 'Webhooks', to: '/admin/webhooks' },
  { label: 'Authorizations', to: '/admin/authorizations' },
];
