import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { isLightPage } from './light-page';
import { noticesWanted, subscribeToNoticesWanted } from './notify';

// Mantine's notifications with their provider: loaded only when a notice can show (decision 049).
const NoticesView = lazy(() => import('./notices-view'));

/**
 * Where the notices (toasts) show, once they can be needed. On a light page that is when
 * something calls showNotice (the basket's buttons, after a tap): before that, loading
 * Mantine's runtime and provider would only cost the phone time while the page starts. Pages
 * that are not light (the staff screens, sign-in) call Mantine's `notifications.show` directly,
 * so there the notices mount with the page, as before.
 */
export default function Notices() {
  const wanted = useSyncExternalStore(subscribeToNoticesWanted, noticesWanted, () => false);
  const mantinePage = useRouterState({ select: (state) => !isLightPage(state.matches) });
  return wanted || mantinePage ? (
    <Suspense fallback={null}>
      <NoticesView />
    </Suspense>
  ) : null;
}
