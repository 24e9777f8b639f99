import { createFileRoute } from '@tanstack/react-router';
import { CalculationsScreen } from '#src/features/calculator/section-screens';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/calculations')({
  head: ({ match }) =>
    pageHead(match, { title: 'Calculator: Calculations', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.calculator.draft.queryOptions())
      : undefined,
  component: CalculationsScreen,
});
