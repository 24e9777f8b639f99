import { createFileRoute } from '@tanstack/react-router';
import { PartTypesScreen } from '#src/features/calculator/section-screens';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/part-types')({
  head: ({ match }) =>
    pageHead(match, { title: 'Calculator: Part types', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.calculator.draft.queryOptions())
      : undefined,
  component: PartTypesScreen,
});
