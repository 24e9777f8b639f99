import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { PackagesAdmin } from '#src/features/value-engineering/admin/packages-admin';

export const Route = createFileRoute('/admin/_panel/ve/packages')({
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.valueEngineering.packages.queryOptions())
      : undefined,
  head: ({ match }) =>
    pageHead(match, { title: 'Packages', description: 'The value-engineering packages.', noindex: true }),
  component: PackagesAdmin,
});
