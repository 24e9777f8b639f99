import { onDemand } from '#src/lib/on-demand';
import { ensureQueryKit } from '#src/lib/query-kit-store';

/**
 * The opened order on the light proof page (decision 229): the server renders it with the page
 * (entry-server.tsx registers the real component); in the browser its code, Mantine and React
 * Query load only for a family whose order is open, and it hydrates in place. The page wraps it
 * in MantineScope.
 */
export const FamilyOrderOnDemand = onDemand(() =>
  Promise.all([import('./family-order'), ensureQueryKit()]).then(([m]) => m.FamilyOrder),
);
