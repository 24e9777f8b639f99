import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { richTextEditorStylesheet } from '#src/components/admin/rich-text-editor-stylesheet';
import { ContentAdmin } from '#src/features/value-engineering/admin/content-admin';

export const Route = createFileRoute('/admin/_panel/ve/content')({
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.valueEngineering.content.queryOptions())
      : undefined,
  head: ({ match }) => {
    const head = pageHead(match, {
      title: 'Value-Engineering Words',
      description: 'The value-engineering page copy.',
      noindex: true,
    });
    // The words are written in the blog's rich-text editor, whose styles only its screens load.
    return { ...head, links: [...head.links, richTextEditorStylesheet] };
  },
  component: ContentAdmin,
});
