import { createFileRoute } from '@tanstack/react-router';
import { WebhooksAdmin } from '#src/features/webhooks/webhooks-admin';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/webhooks')({
  head: ({ match }) => pageHead(match, { title: 'Webhooks', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.webhooks.list.queryOptions())
      : undefined,
  component: WebhooksAdmin,
});
