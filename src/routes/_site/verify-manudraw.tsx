import { createFileRoute } from '@tanstack/react-router';
import { Container } from '#src/components/plain';
import { pageHead } from '#src/lib/seo';
import { VerifyPage } from '#src/features/orders/verify/verify-page';
import type { FormAnswer } from '#src/lib/form-answer';

/**
 * The family's design proof and order (settled reading 4, decision record 140). Personal: never
 * cached, never indexed, not in the sitemap. Rendered on the server from the family's cookie.
 * Light (decision 229): the code form is plain; the opened order brings Mantine and React Query.
 */
export const Route = createFileRoute('/_site/verify-manudraw')({
  staticData: { sitemap: false, light: true },
  // The code form's refusal, when the server answers its POST (server/plugins/ssr-proof-form.ts).
  loader: async ({ context }) => ({
    view: await context.api.orders.family(),
    answer: (context.formAnswer as FormAnswer | undefined) ?? null,
  }),
  head: ({ match }) =>
    pageHead(match, {
      title: 'Check Your Memorial Proof',
      description:
        'Check every name and date on the design proof of your memorial, approve it or ask for changes, and see where your order is.',
      noindex: true,
    }),
  component: VerifyManudrawPage,
});

function VerifyManudrawPage() {
  const { view, answer } = Route.useLoaderData();
  return (
    <Container size="md" py={40}>
      <VerifyPage view={view} answer={answer} />
    </Container>
  );
}
