import { useSyncExternalStore } from 'react';

let hydrated = false;

/** Called once the first render has been hydrated. */
export function markHydrated() {
  hydrated = true;
  // A signal browser tests wait for: a click on server HTML before hydration does nothing.
  document.documentElement.dataset.hydrated = 'true';
}

/** False during the server render and the hydration of the first page; true after. */
export function isAfterHydration() {
  return hydrated;
}

const noSubscription = () => () => {};
/** False in the server HTML and while the page hydrates; true once the component's code can handle a click or a submit. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
