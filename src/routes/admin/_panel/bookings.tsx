import { createFileRoute } from '@tanstack/react-router';
import { parseBookingsAdminSearch } from '#server/modules/bookings/bookings.search';
import { pageHead } from '#src/lib/seo';
import { BookingsAdmin } from '#src/features/bookings/bookings-admin';

export const Route = createFileRoute('/admin/_panel/bookings')({
  validateSearch: parseBookingsAdminSearch,
  head: ({ match }) =>
    pageHead(match, { title: 'Bookings', description: "The offices' consultation agenda.", noindex: true }),
  component: BookingsRoute,
});

function BookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsAdmin
      search={search}
      onSearch={(next) => void navigate({ search: (current) => ({ ...current, ...next }), replace: 'open' in next })}
    />
  );
}
