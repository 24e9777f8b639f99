import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { ContentAdmin } from '#src/features/value-engineering/admin/content-admin';

export const Route = createFileRoute('/admin/_panel/ve/content')({
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.valueEngineering.content.queryOptions())
      : undefined,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Value-Engineering Words',
      description: 'The value-engineering page copy.',
      noindex: true,
    }),
  component: ContentAdmin,
});
