import { createFileRoute } from '@tanstack/react-router';
import { LookupsScreen } from '#src/features/calculator/lookups-screen';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/lookups')({
  head: ({ match }) =>
    pageHead(match, { title: 'Calculator: Lookup tables', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.calculator.draft.queryOptions())
      : undefined,
  component: LookupsScreen,
});
