import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { VeOverview } from '#src/features/value-engineering/admin/ve-overview';

export const Route = createFileRoute('/admin/_panel/ve/')({
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.valueEngineering.overview.queryOptions())
      : undefined,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Value Engineering',
      description: 'Package commitments and the guarantee.',
      noindex: true,
    }),
  component: VeOverview,
});
