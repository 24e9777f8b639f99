/** The admin navigation. Add a screen's entry when the screen exists, not before. */
export const adminNav: Array<{ label: string; to: string }> = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Submissions', to: '/admin/submissions' },
  { label: 'Redirects & 404s', to: '/admin/redirects' },
  { label: 'Quote Requests', to: '/admin/quote-requests' },
  { label: 'Galleries', to: '/admin/galleries' },
  { label: 'Site Images', to: '/admin/site-images' },
  { label: 'Image Migration', to: '/admin/image-migration' },
  { label: 'Price Calculator', to: '/admin/calculator' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Admins', to: '/admin/add-admin' },
  { label: 'Authorizations', to: '/admin/authorizations' },
];
