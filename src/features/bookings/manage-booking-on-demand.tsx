import { onDemand } from '#src/lib/on-demand';
import { ensureQueryKit } from '#src/lib/query-kit-store';

/**
 * The booking behind a private link on /book/manage (a light page, decision 232): its code,
 * Mantine's components and React Query load when there is a link to open. The server registers
 * the real screen (entry-server.tsx), so a booking it opens from the session is in its HTML, and
 * the browser hydrates it in place once the code has loaded. Wrap it in `MantineScope`.
 */
export const OpenBookingOnDemand = onDemand(() =>
  Promise.all([import('./manage-booking'), ensureQueryKit()]).then(([m]) => m.OpenBooking),
);
