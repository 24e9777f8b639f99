import { createFileRoute } from '@tanstack/react-router';
import { AdminsAdmin } from '#src/features/auth/admins-admin';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/add-admin')({
  head: ({ match }) => pageHead(match, { title: 'Admins', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.admins.list.queryOptions())
      : undefined,
  component: AdminsAdmin,
});
