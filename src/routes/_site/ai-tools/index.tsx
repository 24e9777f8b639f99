import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { AiToolsHub, aiToolsBreadcrumbs } from '#src/features/ai-tools/ai-tools-hub';
import { aiTools } from '#src/features/ai-tools/ai-tools';

export const Route = createFileRoute('/_site/ai-tools/')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'AI Tools for Planning a Memorial',
      description:
        'Free helpers for planning a headstone: an epitaph builder that suggests words and shows how they fit on the stone at real letter sizes, with more tools on the way. What each one does, and does not do.',
      breadcrumbs: aiToolsBreadcrumbs,
      path: '/ai-tools',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'AI tools',
          itemListElement: aiTools
            .filter((tool) => tool.to)
            .map((tool, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: tool.name,
              url: `${match.context.siteUrl}${tool.to}`,
            })),
        },
      ],
    }),
  component: AiToolsHub,
});
