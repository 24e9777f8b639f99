import { lazy, useState } from 'react';
import { MantineScope } from '#src/lib/mantine-scope';
import { ensureQueryKit } from '#src/lib/query-kit-store';

// The dialog (Mantine's modal), Mantine's provider and React Query load on the first tap that
// opens it, not with the page (decision 043).
const PriceEstimateDialog = lazy(() =>
  Promise.all([import('./price-estimate-dialog'), ensureQueryKit()]).then(([m]) => ({
    default: m.PriceEstimateDialog,
  })),
);

/** The price-estimate dialog for a light page: nothing is loaded or rendered until it first opens. */
export function PriceEstimateDialogOnDemand(props: { opened: boolean; onClose: () => void; sourcePage: string }) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  return used ? (
    <MantineScope>
      <PriceEstimateDialog {...props} />
    </MantineScope>
  ) : null;
}
