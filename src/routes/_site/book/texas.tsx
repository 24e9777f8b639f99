import { createFileRoute } from '@tanstack/react-router';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { bookingOfficeFacts } from '#src/features/bookings/booking-office';
import { OfficeBookingPage } from '#src/features/bookings/office-booking-page';

export const Route = createFileRoute('/_site/book/texas')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business } }): { meta: PageMeta } => {
    const office = bookingOfficeFacts(business, 'texas');
    return {
      meta: {
        title: 'Book a Consultation in Wylie, Texas',
        description: `Choose a free time for a memorial consultation at ${business.name} in Wylie, Texas. About an hour, no cost and no obligation; ${business.hours.label}, Central Time.`,
        breadcrumbs: [
          { name: 'Book a Consultation', path: '/book' },
          { name: office.name, path: '/book/texas' },
        ],
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: () => <OfficeBookingPage officeId="texas" />,
});
