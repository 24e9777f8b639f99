import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /admin/basket-submissions, the specification's name for the quote request screen: a signed-in
 * admin is sent on to /admin/quote-requests for good (301); the panel's guard has already sent
 * everyone else to the login page.
 */
export const Route = createFileRoute('/admin/_panel/basket-submissions')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/quote-requests', statusCode: 301, replace: true });
  },
});
