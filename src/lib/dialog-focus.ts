import { useLayoutEffect, useRef } from 'react';

/**
 * The control that last opened something: the focused element when a dialog opens, or, where a
 * tap does not focus a button (Safari), the last button or link pressed. Kept per page, read by
 * `useDialogFocusReturn`.
 */
let lastPressed: HTMLElement | null = null;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, a, [role="button"]') : null;
      if (target instanceof HTMLElement) lastPressed = target;
    },
    true,
  );
}

function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastPressed?.isConnected ? lastPressed : null;
}

/**
 * Every dialog on the public site gives focus back to the control that opened it when it closes
 * (WCAG 2.4.3). Mantine's modal does this only from its second opening: a dialog whose code
 * loads on the first tap mounts already open, and the modal's own record of the opener starts
 * after its first render. This records the opener when `opened` turns true (including a first
 * render already open) and focuses it again once the dialog has closed.
 */
export function useDialogFocusReturn(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  listen();
  useLayoutEffect(() => {
    if (opened) {
      opener.current = currentOpener();
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the modal's closing transition has let focus go (its own return runs at 10 ms).
    const timer = window.setTimeout(() => {
      if (target.isConnected) target.focus({ preventScroll: true });
    }, 30);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
