import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { AiToolsHub } from '#src/features/ai-tools/ai-tools-hub';
import { aiTools } from '#src/features/ai-tools/ai-tools';
import { aiToolsBreadcrumbs } from '#src/features/ai-tools/trails';

export const Route = createFileRoute('/_site/ai-tools/')({
  // The tools' copy is part of the page's code (the loader is split with the component); the
  // loader hands the head the names and addresses it lists.
  loader: () => ({ tools: aiTools.flatMap((tool) => (tool.to ? [{ name: tool.name, to: tool.to }] : [])) }),
  head: ({ match, loaderData }) =>
    pageHead(match, {
      title: 'AI Tools for Planning a Memorial',
      description:
        'Free helpers for planning a headstone: an epitaph builder that shows how the words fit at real letter sizes, a design playground that draws and prices a monument as you design it, and answers to common questions. What each one does, and does not do.',
      breadcrumbs: aiToolsBreadcrumbs,
      path: '/ai-tools',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'AI tools',
          itemListElement: (loaderData?.tools ?? []).map((tool, index) => ({
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
