/**
 * The admin navigation, grouped the way the office works: what came in today, the website,
 * the prices, the settings. Add a screen's entry when the screen exists, not before.
 * `search` narrows an entry to one view of a screen (the outgoing-email tab of the settings).
 */
export interface AdminNavItem {
  label: string;
  to: string;
  search?: Record<string, string>;
}

export const adminNav: Array<{ group: string; items: AdminNavItem[] }> = [
  {
    group: 'Today',
    items: [
      { label: 'Dashboard', to: '/admin' },
      { label: 'Contact requests', to: '/admin/submissions' },
      { label: 'Quote requests', to: '/admin/quote-requests' },
      { label: 'Bookings', to: '/admin/bookings' },
      { label: 'Orders & proofs', to: '/admin/orders' },
      { label: 'Package reservations', to: '/admin/ve/commitments' },
      { label: 'Authorizations', to: '/admin/authorizations' },
    ],
  },
  {
    group: 'Website',
    items: [
      { label: 'Page pictures', to: '/admin/site-images' },
      { label: 'Gallery', to: '/admin/galleries' },
      { label: 'Blog', to: '/admin/blogs' },
      { label: 'Redirects & 404s', to: '/admin/redirects' },
      { label: 'Cemeteries', to: '/admin/cemeteries' },
    ],
  },
  {
    group: 'Prices',
    items: [
      { label: 'Price calculator', to: '/admin/calculator' },
      { label: 'Packages', to: '/admin/ve' },
    ],
  },
  {
    group: 'Settings',
    items: [
      { label: 'Business', to: '/admin/settings' },
      { label: 'Admins', to: '/admin/add-admin' },
      { label: 'Email', to: '/admin/settings', search: { section: 'smtp' } },
      { label: 'Webhooks', to: '/admin/webhooks' },
      { label: 'Content migration', to: '/admin/content-migration' },
      { label: 'Image migration', to: '/admin/image-migration' },
    ],
  },
];

/**
 * The one entry that names the screen at `pathname` (with its `search`): the longest path that
 * contains it, and among entries of the same path the one whose search matches (else the plain one).
 */
export function currentNavItem(pathname: string, search: Record<string, unknown>): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const all = adminNav.flatMap((group) => group.items);
  const matching = all.filter((item) =>
    item.to === '/admin' ? path === '/admin' : path === item.to || path.startsWith(`${item.to}/`),
  );
  if (matching.length === 0) return undefined;
  const longest = Math.max(...matching.map((item) => item.to.length));
  const candidates = matching.filter((item) => item.to.length === longest);
  return (
    candidates.find(
      (item) => item.search && Object.entries(item.search).every(([key, value]) => search[key] === value),
    ) ?? candidates.find((item) => !item.search)
  );
}
