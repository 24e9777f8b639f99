import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { parseQuoteRequestListSearch } from '#server/modules/basket/basket.search';
import { QuoteRequestsList } from '#src/features/basket/staff/quote-requests-list';

export const Route = createFileRoute('/admin/_panel/quote-requests/')({
  validateSearch: parseQuoteRequestListSearch,
  loaderDeps: ({ search }) => ({ status: search.status, q: search.q, page: search.page }),
  head: ({ match }) =>
    pageHead(match, { title: 'Quote Requests', description: 'Quote requests sent from baskets.', noindex: true }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.quoteRequests.list.queryOptions(deps))
      : undefined,
  component: QuoteRequestsPage,
});

function QuoteRequestsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuoteRequestsList
      search={search}
      onSearch={(next) => void navigate({ search: (current) => ({ ...current, ...next }) })}
    />
  );
}
