/**
 * The AI tools' breadcrumbs, on their own so that route heads (part of every page's first
 * download) import no page code (decision 044).
 */
export const aiToolsBreadcrumbs = [{ name: 'AI Tools', path: '/ai-tools' }];

export const epitaphBreadcrumbs = [
  { name: 'AI Tools', path: '/ai-tools' },
  { name: 'Epitaph Builder', path: '/ai-tools/epitaph-builder' },
];

export const designPlaygroundBreadcrumbs = [
  { name: 'AI Tools', path: '/ai-tools' },
  { name: 'Design Playground', path: '/ai-tools/design-playground' },
];
