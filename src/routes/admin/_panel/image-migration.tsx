import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { ImageMigrationScreen } from '#src/features/image-migration/image-migration-screen';

export const Route = createFileRoute('/admin/_panel/image-migration')({
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.imageMigration.status.queryOptions())
      : undefined,
  head: ({ match }) =>
    pageHead(match, { title: 'Image Migration', description: 'Import and repair images.', noindex: true }),
  component: ImageMigrationScreen,
});
