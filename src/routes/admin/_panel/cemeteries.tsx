import { createFileRoute } from '@tanstack/react-router';
import { parseCemeteryListSearch } from '#server/modules/cemeteries/cemeteries.search';
import { pageHead } from '#src/lib/seo';
import { CemeteriesAdmin } from '#src/features/cemeteries/cemeteries-admin';

export const Route = createFileRoute('/admin/_panel/cemeteries')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseCemeteryListSearch,
  loaderDeps: ({ search }) => ({ q: search.q, state: search.state, page: search.page }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.cemeteries.list.queryOptions(deps))
      : undefined,
  head: ({ match }) =>
    pageHead(match, { title: 'Cemeteries', description: 'The cemeteries we serve and their rules.', noindex: true }),
  component: CemeteriesRoute,
});

function CemeteriesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CemeteriesAdmin
      search={search}
      onSearch={(next) => void navigate({ search: (current) => ({ ...current, ...next }), replace: 'open' in next })}
    />
  );
}
