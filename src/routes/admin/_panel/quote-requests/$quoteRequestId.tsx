import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { pageHead } from '#src/lib/seo';
import { trpcErrorCode } from '#src/lib/trpc';
import { QuoteRequestDetail } from '#src/features/basket/staff/quote-request-detail';
import { RouteError } from '#src/components/feedback/route-error';

export const Route = createFileRoute('/admin/_panel/quote-requests/$quoteRequestId')({
  head: ({ match }) => pageHead(match, { title: 'Quote Request', description: 'One quote request.', noindex: true }),
  loader: ({ context, params }) =>
    context.adminAccess === 'granted'
      ? Promise.all([
          context.queryClient.ensureQueryData(
            context.trpc.admin.quoteRequests.get.queryOptions({ id: params.quoteRequestId }),
          ),
          // The order opened from it, if any: the screen's "Order" panel is drawn with the page.
          context.queryClient.prefetchQuery(
            context.trpc.admin.orders.openedFrom.queryOptions({ kind: 'quote_request', id: params.quoteRequestId }),
          ),
        ])
      : undefined,
  errorComponent: QuoteRequestError,
  component: QuoteRequestPage,
});

function QuoteRequestPage() {
  const { quoteRequestId } = Route.useParams();
  return <QuoteRequestDetail id={quoteRequestId} />;
}

/** A request that does not exist (or a malformed link) gets plain words and a way back. */
function QuoteRequestError(props: ErrorComponentProps) {
  const code = trpcErrorCode(props.error);
  if (code !== 'NOT_FOUND' && code !== 'BAD_REQUEST') return <RouteError {...props} />;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        Quote request not found
      </Title>
      <Text>This request does not exist. It may have been mistyped in the link.</Text>
      <Button component={Link} to="/admin/quote-requests">
        All quote requests
      </Button>
    </Stack>
  );
}
