import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { ContentMigrationScreen } from '#src/features/content-migration/content-migration-screen';

export const Route = createFileRoute('/admin/_panel/content-migration')({
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.contentMigration.overview.queryOptions())
      : undefined,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Content Migration',
      description: 'Export and import the site’s content; bring posts from WordPress.',
      noindex: true,
    }),
  component: ContentMigrationScreen,
});
