import { createFileRoute } from '@tanstack/react-router';
import { parseOrdersSearch } from '#server/modules/orders/orders.search';
import { pageHead } from '#src/lib/seo';
import { OrdersAdmin } from '#src/features/orders/orders-admin';

export const Route = createFileRoute('/admin/_panel/orders')({
  // A plain parser, not zod: this part of the route ships with every page's router.
  validateSearch: parseOrdersSearch,
  loaderDeps: ({ search }) => ({ stage: search.stage, q: search.q, page: search.page }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.orders.list.queryOptions(deps))
      : undefined,
  head: ({ match }) =>
    pageHead(match, { title: 'Orders & Proofs', description: 'Families’ orders and design proofs.', noindex: true }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersAdmin
      search={search}
      onSearch={(next) => void navigate({ search: (current) => ({ ...current, ...next }), replace: 'open' in next })}
    />
  );
}
