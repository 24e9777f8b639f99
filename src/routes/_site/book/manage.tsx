import { createFileRoute } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { ManageBooking } from '#src/features/bookings/manage-booking';

/** The confirmation and private link of a booking: the token is in the address's fragment. */
export const Route = createFileRoute('/_site/book/manage')({
  // Personal (a family's own link): not for search engines.
  staticData: { sitemap: false },
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: (): { meta: PageMeta } => ({
    meta: {
      title: 'Your Consultation',
      description:
        'Your consultation booking: date, time, what to bring, a calendar file, and changing or cancelling it.',
      noindex: true,
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: () => (
    <Container size="md" py={40}>
      <ManageBooking />
    </Container>
  ),
});
