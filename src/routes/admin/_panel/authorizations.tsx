import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { parseAuthorizationsSearch } from '#server/modules/access/access.choices';
import { pageHead } from '#src/lib/seo';
import { AuthorizationsAdmin, type AuthorizationsSearch } from '#src/features/access/authorizations-admin';

export const Route = createFileRoute('/admin/_panel/authorizations')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseAuthorizationsSearch,
  loaderDeps: ({ search }) => ({ tool: search.tool, q: search.q }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.authorizations.list.queryOptions(deps))
      : undefined,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Authorizations',
      description: 'Access forms for the price calculator and design tool.',
      noindex: true,
    }),
  component: AuthorizationsRoute,
});

function AuthorizationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: AuthorizationsSearch) => void navigate({ search: () => next, replace: true }),
    [navigate],
  );
  return <AuthorizationsAdmin search={search} onSearch={onSearch} />;
}
