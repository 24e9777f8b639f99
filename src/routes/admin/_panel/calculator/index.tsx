import { createFileRoute } from '@tanstack/react-router';
import { CalculatorOverviewScreen } from '#src/features/calculator/overview-screen';
import { pageHead } from '#src/lib/seo';

export const Route = createFileRoute('/admin/_panel/calculator/')({
  head: ({ match }) => pageHead(match, { title: 'Price calculator', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? Promise.all([
          context.queryClient.ensureQueryData(context.trpc.admin.calculator.overview.queryOptions()),
          context.queryClient.ensureQueryData(context.trpc.admin.estimates.recent.queryOptions()),
        ])
      : undefined,
  component: CalculatorOverviewScreen,
});
