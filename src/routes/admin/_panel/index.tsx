import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '#src/features/dashboard/dashboard';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/')({
  head: ({ match }) => pageHead(match, { title: 'Dashboard', description: 'Staff dashboard.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.dashboard.summary.queryOptions())
      : undefined,
  component: Dashboard,
});
