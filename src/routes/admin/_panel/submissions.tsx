import { createFileRoute } from '@tanstack/react-router';
import { parseSubmissionsSearch } from '#server/modules/leads/leads.search';
import { pageHead } from '#src/lib/seo';
import { SubmissionsAdmin } from '#src/features/leads/submissions-admin';

export const Route = createFileRoute('/admin/_panel/submissions')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseSubmissionsSearch,
  loaderDeps: ({ search }) => ({ kind: search.kind, status: search.status, q: search.q, page: search.page }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.submissions.list.queryOptions(deps))
      : undefined,
  head: ({ match }) =>
    pageHead(match, { title: 'Submissions', description: 'Leads from the website forms.', noindex: true }),
  component: SubmissionsRoute,
});

function SubmissionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubmissionsAdmin
      search={search}
      onSearch={(next) => void navigate({ search: (current) => ({ ...current, ...next }), replace: 'open' in next })}
    />
  );
}
