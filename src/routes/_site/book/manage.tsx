import { createFileRoute } from '@tanstack/react-router';
import { Container } from '#src/components/plain';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { ManageBooking } from '#src/features/bookings/manage-booking-link';
import type { ManageBookingAnswer } from '#server/modules/bookings/bookings.choices';

/**
 * The confirmation and private link of a booking: the token is in the address's fragment, or the
 * server opened the page with this session's booking or a plain form's answer (decision 232).
 */
export const Route = createFileRoute('/_site/book/manage')({
  // Personal (a family's own link): not for search engines.
  // Light: plain until a booking is open (decision 232).
  staticData: { sitemap: false, light: true },
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context }): { meta: PageMeta; answer: ManageBookingAnswer | null } => ({
    answer: (context.formAnswer as ManageBookingAnswer | undefined) ?? null,
    meta: {
      title: 'Your Consultation',
      description:
        'Your consultation booking: date, time, what to bring, a calendar file, and changing or cancelling it.',
      noindex: true,
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: function ManagePage() {
    return (
      <Container size="md" py={40}>
        <ManageBooking answer={Route.useLoaderData().answer} />
      </Container>
    );
  },
});
