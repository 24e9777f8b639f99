import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notice. Code that ships in every public page (the basket buttons) calls this instead of
 * importing @mantine/notifications, so the notices' code loads after the page, not with it; a
 * notice only ever follows a network answer, by which time that code has long arrived.
 */
export function showNotice(notice: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notice));
}
