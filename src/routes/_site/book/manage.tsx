import { createFileRoute } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { pageHead } from '#src/lib/seo';
import { ManageBooking } from '#src/features/bookings/manage-booking';

/** The confirmation and private link of a booking: the token is in the address's fragment. */
export const Route = createFileRoute('/_site/book/manage')({
  // Personal (a family's own link): not for search engines.
  staticData: { sitemap: false },
  head: ({ match }) =>
    pageHead(match, {
      title: 'Your Consultation',
      description:
        'Your consultation booking: date, time, what to bring, a calendar file, and changing or cancelling it.',
      noindex: true,
    }),
  component: () => (
    <Container size="md" py={40}>
      <ManageBooking />
    </Container>
  ),
});
