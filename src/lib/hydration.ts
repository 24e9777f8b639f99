import { useSyncExternalStore } from 'react';
// React's fiber on an element and React's scheduler's slices (decision 204).
import { afterReactsWork, isClaimedByReact } from './library-internals';

let hydrated = false;
let resolveHydrated: () => void = () => {};
const pageHydrated = new Promise<void>((resolve) => (resolveHydrated = resolve));

/**
 * The page's own outermost element: layouts render `<main>` and the page inside it, so its
 * children belong to the deepest route, hydrated in the last pass. (Not the deepest element:
 * HTML set by `dangerouslySetInnerHTML`, a blog post's body, never gets a fiber.)
 */
function pageElement() {
  const main = document.querySelector('main');
  return main?.lastElementChild ?? main ?? document.body;
}

const GIVE_UP_AFTER_MS = 5000;

/**
 * Called by the root's effect, after the first pass; resolves the page's hydration once its content
 * is hydrated too. React hydrates the document in passes: the root first, then each route's
 * Suspense boundary in a later, lower-priority pass (the router wraps every match in one), so the
 * page itself may still be server HTML for several hundred milliseconds on a slow phone. React
 * attaches its fiber to an element while rendering it, before the pass commits: a navigation in
 * between makes the page's components hydrate again against the next page's state and fail (React
 * error #422), so once the page's element is claimed, the tap waits for React's queued slices too.
 */
export function markHydrated() {
  const started = performance.now();
  const check = () => {
    // Giving up waits for React to be idle too: a slow phone may still be hydrating the page.
    if (isClaimedByReact(pageElement()) || performance.now() - started > GIVE_UP_AFTER_MS) afterReactsWork(done);
    else setTimeout(check, 16);
  };
  const done = () => {
    hydrated = true;
    // A signal browser tests wait for: a click on server HTML before hydration does nothing.
    document.documentElement.dataset.hydrated = 'true';
    // And a user timing, which Lighthouse reports (bench:lighthouse counts the script before it).
    performance.mark('hydrated');
    resolveHydrated();
  };
  check();
}

/** Resolves once the whole first page is hydrated (immediately after that). */
export function whenPageHydrated(): Promise<void> {
  return pageHydrated;
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

/**
 * From the entry's start until the page is hydrated, a tap on a link is held and repeated once
 * hydration is done: while React hydrates, a router navigation would make it discard the server
 * HTML and render the whole document again, with errors. A page still being hydrated after the
 * give-up time above repeats it then. Links that open elsewhere keep their default; a plain
 * form with an address is sent as it is, to the server.
 */
export function holdLinkClicksUntilHydrated() {
  const hold = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (
      !(link instanceof HTMLAnchorElement) ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download') ||
      link.origin !== location.origin
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    void pageHydrated.then(() => link.click());
  };
  // A plain form with its own address (the calculator's steps, the expert's question, the proof
  // code, a booking) is sent as a plain form until the page is hydrated: the server answers with
  // the page. React is kept out of it, for its handler would set the address while parts of the
  // page are still server HTML, and those parts would then hydrate against another step (React
  // error #418), or send the form a second time once hydrated.
  const sendPlain = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (form?.getAttribute('action') && !form.target) event.stopImmediatePropagation();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('click', sendPlain, true);
  document.addEventListener('submit', sendPlain, true);
  void pageHydrated.then(() => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('click', sendPlain, true);
    document.removeEventListener('submit', sendPlain, true);
  });
}
