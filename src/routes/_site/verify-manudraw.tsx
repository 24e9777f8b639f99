import { createFileRoute } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { pageHead } from '#src/lib/seo';
import { VerifyPage } from '#src/features/orders/verify/verify-page';

/**
 * The family's design proof and order (settled reading 4, decision record 140). Personal: never
 * cached, never indexed, not in the sitemap. Rendered on the server from the family's cookie.
 */
export const Route = createFileRoute('/_site/verify-manudraw')({
  staticData: { sitemap: false },
  head: ({ match }) =>
    pageHead(match, {
      title: 'Check Your Memorial Proof',
      description:
        'Check every name and date on the design proof of your memorial, approve it or ask for changes, and see where your order is.',
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.orders.family.queryOptions()),
  component: () => (
    <Container size="md" py={40}>
      <VerifyPage />
    </Container>
  ),
});
