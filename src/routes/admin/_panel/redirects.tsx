import { createFileRoute } from '@tanstack/react-router';
import { RedirectsScreen } from '#src/features/redirects/redirects-screen';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/redirects')({
  // ?redirect=/old-path opens "Add a redirect" for that path (the dashboard's missing-pages list links here).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect:
      typeof search.redirect === 'string' && search.redirect.startsWith('/')
        ? search.redirect.slice(0, 300)
        : undefined,
  }),
  head: ({ match }) =>
    pageHead(match, { title: 'Redirects & missing pages', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? Promise.all([
          context.queryClient.ensureQueryData(context.trpc.admin.redirects.list.queryOptions()),
          context.queryClient.ensureQueryData(context.trpc.admin.redirects.notFoundLog.queryOptions()),
        ])
      : undefined,
  component: RedirectsRoute,
});

function RedirectsRoute() {
  const { redirect } = Route.useSearch();
  return <RedirectsScreen redirect={redirect} />;
}
