import { lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { MantineScope, loadMantineScope } from '#src/lib/mantine-scope';
import { ensureQueryKit } from '#src/lib/query-kit-store';
import type { AccessDialog as Dialog } from './access-dialog';

type Props = ComponentProps<typeof Dialog>;

const load = () => Promise.all([import('./access-dialog'), ensureQueryKit(), loadMantineScope()]);

// The dialog (Mantine's modal), Mantine's provider and React Query load when a family reaches
// for it (a pointer or a finger on its button) or at the tap, not with the page (decision 235).
const AccessDialog = lazy(() => load().then(([m]) => ({ default: m.AccessDialog })));

/** The access form's dialog for a light page: nothing is loaded or rendered until it first opens. */
export function AccessDialogOnDemand(props: Props) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  // Focus goes back to what opened the dialog when it closes. The modal's own return misses it
  // the first time: it mounts already open, after its code has loaded, and finds nothing to
  // return to (seen on the design playground: focus fell to the page's start).
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (props.opened) {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        returnTo.current = document.activeElement;
      return;
    }
    const target = returnTo.current;
    returnTo.current = null;
    if (!target) return;
    // After the modal's closing transition has let go of the focus.
    const timer = setTimeout(() => {
      if (target.isConnected && !document.activeElement?.closest('[role=dialog]')) target.focus();
    }, 250);
    return () => clearTimeout(timer);
  }, [props.opened]);
  return used ? (
    <MantineScope>
      <AccessDialog {...props} />
    </MantineScope>
  ) : null;
}

/** Starts loading the dialog's code ahead of the tap. */
AccessDialogOnDemand.preload = () => void load();
