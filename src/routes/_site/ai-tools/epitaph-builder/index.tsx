import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { EpitaphBuilderPage } from '#src/features/epitaph/epitaph-builder';
import { epitaphBreadcrumbs } from '#src/features/ai-tools/trails';

export const Route = createFileRoute('/_site/ai-tools/epitaph-builder/')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'Epitaph Builder: Words for a Headstone, Laid Out on the Stone',
      description:
        'Find the words for a headstone: answer a few questions and see epitaphs from traditional inscriptions, King James scripture and verse laid out on your stone at the letter sizes we cut, with anything too long flagged. Free, and nothing is kept unless you save it.',
      breadcrumbs: epitaphBreadcrumbs,
      path: '/ai-tools/epitaph-builder',
    }),
  // The stones the builder offers come with the page; ideas and measurements are fetched in the browser.
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.epitaph.options.queryOptions()),
  component: EpitaphBuilderPage,
});
