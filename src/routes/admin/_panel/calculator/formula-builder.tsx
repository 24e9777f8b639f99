import { createFileRoute } from '@tanstack/react-router';
import { FormulaBuilderScreen } from '#src/features/calculator/formula-builder-screen';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/formula-builder')({
  head: ({ match }) =>
    pageHead(match, { title: 'Calculator: Formula builder', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.calculator.draft.queryOptions())
      : undefined,
  component: FormulaBuilderScreen,
});
