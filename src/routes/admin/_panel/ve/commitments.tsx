import { createFileRoute } from '@tanstack/react-router';
import { parseCommitmentsSearch } from '#server/modules/value-engineering/value-engineering.search';
import { pageHead } from '#src/lib/seo';
import { CommitmentsAdmin } from '#src/features/value-engineering/admin/commitments-admin';

export const Route = createFileRoute('/admin/_panel/ve/commitments')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseCommitmentsSearch,
  loaderDeps: ({ search }) => ({ stage: search.stage, office: search.office, q: search.q, page: search.page }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.valueEngineering.commitments.queryOptions(deps))
      : undefined,
  head: ({ match }) =>
    pageHead(match, { title: 'Package Commitments', description: 'Families who reserved a package.', noindex: true }),
  component: CommitmentsRoute,
});

function CommitmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CommitmentsAdmin
      search={search}
      onSearch={(next) => void navigate({ search: (current) => ({ ...current, ...next }), replace: 'open' in next })}
    />
  );
}
