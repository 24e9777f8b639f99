import { createFileRoute } from '@tanstack/react-router';
import { ImportSettingsScreen } from '#src/features/calculator/import-settings-screen';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/import-settings')({
  head: ({ match }) =>
    pageHead(match, { title: 'Calculator: Import and export settings', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.calculator.draft.queryOptions())
      : undefined,
  component: ImportSettingsScreen,
});
