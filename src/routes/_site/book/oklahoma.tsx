import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { parseBookingDaySearch } from '#server/modules/bookings/bookings.search';
import { bookingOfficeFacts, loadOfficeBooking } from '#src/features/bookings/booking-office';
import { OfficeBookingPage } from '#src/features/bookings/office-booking-page';

export const Route = createFileRoute('/_site/book/oklahoma')({
  // `?day=`: the server lists that day's free times, for a family without the page's script (decision 232).
  validateSearch: parseBookingDaySearch,
  // Plain components, data through context.api, Mantine and React Query only on demand (decision 238).
  staticData: { light: true },
  loaderDeps: ({ search }) => ({ day: search.day }),
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context, deps }) => {
    const { business } = context;
    const office = bookingOfficeFacts(business, 'oklahoma');
    return loadOfficeBooking(context, 'oklahoma', deps.day, {
      title: 'Book a Consultation in Ada, Oklahoma',
      description: `Choose a free time for a memorial consultation at ${business.name} in Ada, Oklahoma. About an hour, no cost and no obligation; ${business.hours.label}, Central Time.`,
      breadcrumbs: [
        { name: 'Book a Consultation', path: '/book' },
        { name: office.name, path: '/book/oklahoma' },
      ],
    });
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: function OfficePage() {
    return <OfficeBookingPage officeId="oklahoma" data={Route.useLoaderData()} />;
  },
});
