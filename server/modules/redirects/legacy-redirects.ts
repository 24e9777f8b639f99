import type { RedirectRule } from './redirect-rules';

/**
 * The specification's legacy rules (section "Legacy redirects") with the settled readings of
 * product.md: pages in the route table win, /about/staff and /about/testimonials go to the
 * pages, the civic misspellings go to /services/civic-military. Seeded once; staff may edit.
 */
const exact: Array<[string[], string]> = [
  [['/custom-monuments', '/columbariums'], '/services/custom-monuments'],
  [['/cleaning-restoration'], '/services/cleaning-restoration'],
  [['/final-date-engraving'], '/services/final-date-engraving'],
  [['/monument-repair'], '/services/monument-repair'],
  [['/porcelain-portraits'], '/services/porcelain-portraits'],
  [['/flat-markers'], '/services/flat-markers'],
  [
    [
      '/civic-millitary-monuments',
      '/civic-millitary-monument',
      '/civic-millitary',
      '/civic-military-monuments',
      '/civic-military',
      '/services/civic-millitary-monuments',
      '/services/civic-millitary',
      '/services/civic-military-monuments',
    ],
    '/services/civic-military',
  ],
  [['/pet-headstones'], '/services/pet-memorials'],
  [['/set_monuments', '/installed-monuments', '/set-monuments-gallery'], '/gallery/set-monuments'],
  [['/catalog_images', '/catalog', '/online-catalog'], '/gallery/catalog-items'],
  [['/display-sale', '/clearance'], '/gallery/clearance-specials'],
  [['/portfolio', '/idea-book'], '/gallery'],
  [['/monument-artwork'], '/gallery/artwork'],
  [['/granite-colors'], '/gallery/granite-colors'],
  [['/stock-items'], '/gallery/stock-items'],
  [['/about-us', '/faqs'], '/about'],
  [['/location', '/locations'], '/service-area-directory'],
  [['/options'], '/calculator'],
  [['/category', '/resources', '/grief-resources'], '/blog'],
  [['/submission'], '/basket'],
  [['/privacy-policy', '/terms-of-use', '/cookie-policy'], '/'],
  [['/about/staff'], '/staff'],
  [['/about/testimonials'], '/testimonials'],
  [['/ai/design-playground'], '/ai-tools/design-playground'],
];

const keywords: Array<[string[], string]> = [
  [['headstone', 'design', 'checklist'], '/services/custom-monuments'],
  [['price', 'cost', 'estimate', 'quote', 'calculator'], '/calculator'],
  [['granite', 'material', 'stone', 'marble', 'color'], '/gallery/granite-colors'],
  [['installation', 'delivery'], '/services'],
  [['engraving', 'inscription', 'lettering'], '/services/final-date-engraving'],
  [['cleaning', 'restoration'], '/services/cleaning-restoration'],
  [['repair', 'fix'], '/services/monument-repair'],
  [['gallery', 'photos', 'photo', 'pictures', 'portfolio', 'images'], '/gallery'],
  [['oklahoma', 'texas', 'location', 'area'], '/service-area-directory'],
  [['faq', 'help', 'questions', 'guide'], '/faq'],
  [['blog', 'article', 'news', 'post'], '/blog'],
];

/**
 * Pages the specification sends old addresses to that are not built yet: until they exist the
 * rule points at the nearest real page, and its note says where it should go (decision 007).
 * Every such page exists now (the design playground was the last, decision 256); the mechanism
 * stays for the next page the specification names before it is built.
 */
const interimTargets: Record<string, string> = {};

export interface SeedRedirectRule extends RedirectRule {
  note: string | null;
}

function withInterimTarget(rule: RedirectRule): SeedRedirectRule {
  const interim = interimTargets[rule.targetPath];
  return interim
    ? {
        ...rule,
        targetPath: interim,
        note: `The specification sends this to ${rule.targetPath}; change it when that page exists.`,
      }
    : { ...rule, note: null };
}

export const legacyRedirects: SeedRedirectRule[] = [
  ...exact.flatMap(([paths, targetPath]) =>
    paths.map((pattern) => ({ matchType: 'exact' as const, pattern, targetPath, statusCode: 301, priority: 100 })),
  ),
  ...keywords.flatMap(([words, targetPath], group) =>
    words.map((pattern) => ({
      matchType: 'keyword' as const,
      pattern,
      targetPath,
      statusCode: 302,
      priority: (group + 1) * 10,
    })),
  ),
].map(withInterimTarget);
