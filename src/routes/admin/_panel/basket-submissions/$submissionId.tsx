import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { Button, Stack, Text, Title } from '@mantine/core';
import { pageHead } from '../../../../lib/seo';
import { SubmissionDetail } from '../../../../features/basket/staff/submission-detail';
import { RouteError } from '../../../../components/feedback/route-error';

export const Route = createFileRoute('/admin/_panel/basket-submissions/$submissionId')({
  head: ({ match }) => pageHead(match, { title: 'Quote Request', description: 'One quote request.', noindex: true }),
  loader: ({ context, params }) =>
    context.adminAccess === 'granted' ? context.queryClient.ensureQueryData(context.trpc.admin.basketSubmissions.get.queryOptions({ id: params.submissionId })) : undefined,
  errorComponent: SubmissionError,
  component: SubmissionPage,
});

function SubmissionPage() {
  const { submissionId } = Route.useParams();
  return <SubmissionDetail id={submissionId} />;
}

/** A request that does not exist (or a malformed link) gets plain words and a way back. */
function SubmissionError(props: ErrorComponentProps) {
  const code = props.error instanceof TRPCClientError ? (props.error.data as { code?: string } | undefined)?.code : undefined;
  if (code !== 'NOT_FOUND' && code !== 'BAD_REQUEST') return <RouteError {...props} />;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        Quote request not found
      </Title>
      <Text>This request does not exist. It may have been mistyped in the link.</Text>
      <Button component={Link} to="/admin/basket-submissions">
        All quote requests
      </Button>
    </Stack>
  );
}
