import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../lib/seo';
import { parseQuoteRequestListSearch } from '../../../../../server/modules/basket/basket.choices';
import { SubmissionsList } from '../../../../features/basket/staff/submissions-list';

export const Route = createFileRoute('/admin/_panel/basket-submissions/')({
  validateSearch: parseQuoteRequestListSearch,
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page }),
  head: ({ match }) => pageHead(match, { title: 'Quote Requests', description: 'Quote requests sent from baskets.', noindex: true }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted' ? context.queryClient.ensureQueryData(context.trpc.admin.basketSubmissions.list.queryOptions(deps)) : undefined,
  component: SubmissionsPage,
});

function SubmissionsPage() {
  const search = Route.useSearch();
  return <SubmissionsList search={search} />;
}
