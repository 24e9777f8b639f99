import type { NotificationData } from '@mantine/notifications';

let wanted = false;
const listeners = new Set<() => void>();

/** True once something has asked for a notice in this tab (src/lib/notices.tsx mounts them then). */
export function noticesWanted(): boolean {
  return wanted;
}

export function subscribeToNoticesWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a notice. Code that ships in every public page (the basket buttons) calls this instead of
 * importing @mantine/notifications, so the notices' code loads when a notice is first shown, not
 * with the page; a notice only ever follows a network answer. Mantine's notifications keep it in
 * their store until the notices have mounted.
 */
export function showNotice(notice: NotificationData): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notice));
}
