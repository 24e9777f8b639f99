import { createFileRoute } from '@tanstack/react-router';
import { SettingsAdmin } from '#src/features/settings/settings-admin';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/settings')({
  head: ({ match }) => pageHead(match, { title: 'Settings', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? Promise.all([
          context.queryClient.ensureQueryData(context.trpc.admin.settings.get.queryOptions()),
          context.queryClient.ensureQueryData(context.trpc.admin.settings.history.queryOptions()),
        ])
      : undefined,
  component: SettingsAdmin,
});
