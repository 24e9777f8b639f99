import { createFileRoute } from '@tanstack/react-router';
import { TestScreen } from '#src/features/calculator/test-screen';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/test')({
  head: ({ match }) =>
    pageHead(match, { title: 'Calculator: Test prices', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.calculator.draft.queryOptions())
      : undefined,
  component: TestScreen,
});
