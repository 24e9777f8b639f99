import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { bookingOfficeFacts } from '#src/features/bookings/booking-office';
import { OfficeBookingPage } from '#src/features/bookings/office-booking-page';

export const Route = createFileRoute('/_site/book/texas')({
  head: ({ match }) => {
    const business = match.context.business;
    const office = bookingOfficeFacts(business, 'texas');
    return pageHead(match, {
      title: 'Book a Consultation in Wylie, Texas',
      description: `Choose a free time for a memorial consultation at ${business.name} in Wylie, Texas. About an hour, no cost and no obligation; ${business.hours.label}, Central Time.`,
      breadcrumbs: [
        { name: 'Book a Consultation', path: '/book' },
        { name: office.name, path: '/book/texas' },
      ],
    });
  },
  component: () => <OfficeBookingPage officeId="texas" />,
});
