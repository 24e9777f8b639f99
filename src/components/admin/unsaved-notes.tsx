import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from '@tanstack/react-router';
import { Button, Drawer, Group, Modal, Text, type DrawerProps, type ModalProps } from '@mantine/core';

/**
 * Staff notes are never lost to a stray Esc, a click beside a drawer or its close button
 * (decision 194). A staff drawer or dialog where people type is a `GuardedDrawer` or
 * `GuardedModal`; the part inside that holds typing says so:
 *
 *   useUnsavedNotes(notes !== order.staffNotes);
 *
 * While any part says so, closing asks "Discard your unsaved notes?" first; "Keep editing" (the
 * default, and what Esc does) leaves everything as typed.
 */
interface Registry {
  /** `onDiscard` runs when staff choose to drop the typing (e.g. to forget a copy kept in the browser). */
  set(id: string, dirty: boolean, onDiscard?: () => void): void;
  /** Close the drawer or dialog, asking first when notes are unsaved. */
  requestClose(): void;
}

const GuardContext = createContext<Registry | null>(null);

/** Inside a guarded drawer or dialog: whether this part holds typing that is not saved yet. */
export function useUnsavedNotes(dirty: boolean, onDiscard?: () => void) {
  const registry = useContext(GuardContext);
  const id = useId();
  const discard = useRef(onDiscard);
  useEffect(() => {
    discard.current = onDiscard;
  });
  useEffect(() => {
    registry?.set(id, dirty, () => discard.current?.());
    return () => registry?.set(id, false);
  }, [registry, id, dirty]);
  // Closing the tab or reloading with typing unsaved: the browser asks too.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** For a guarded drawer's or dialog's own "Cancel" button: closes as Esc does, asking first. */
export function useGuardedClose(fallback: () => void): () => void {
  return useContext(GuardContext)?.requestClose ?? fallback;
}

/** The hook as an element, for a screen that keeps the typing in the component that draws the dialog. */
export function UnsavedNotes({ dirty, onDiscard }: { dirty: boolean; onDiscard?: () => void }) {
  useUnsavedNotes(dirty, onDiscard);
  return null;
}

/** A guarded dialog's own "Cancel" button: closes as Esc does, asking first over unsaved notes. */
export function GuardedCancelButton({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const close = useGuardedClose(onClose);
  return (
    <Button variant="default" onClick={close}>
      {children}
    </Button>
  );
}

function useCloseGuard(onClose: () => void) {
  const dirty = useRef(new Map<string, () => void>());
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    // After this event: the Escape that asked would otherwise also answer the question.
    if (dirty.current.size > 0) window.setTimeout(() => setAsking(true), 0);
    else onClose();
  }, [onClose]);
  const registry = useMemo<Registry>(
    () => ({
      set(id, isDirty, onDiscard) {
        if (isDirty) dirty.current.set(id, onDiscard ?? (() => {}));
        else dirty.current.delete(id);
      },
      requestClose,
    }),
    [requestClose],
  );
  const confirm = (
    <DiscardQuestion
      opened={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        for (const discard of dirty.current.values()) discard();
        dirty.current.clear();
        onClose();
      }}
    />
  );
  return { registry, requestClose, asking, confirm };
}

/** The one question, worded the same everywhere. */
function DiscardQuestion({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title="Discard your unsaved notes?"
      centered
      zIndex={400}
      withCloseButton={false}
    >
      <Text size="sm">What you typed has not been saved. If you close now, it is gone.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
        <Button color="red.8" onClick={onDiscard}>
          Discard notes
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * For notes typed on a page of their own (a quote request): leaving it for another staff screen
 * asks the same question; closing the tab or reloading, the browser's own.
 */
export function UnsavedNotesOnPage({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  return (
    <DiscardQuestion
      opened={blocker.status === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/**
 * Esc closes the drawer or dialog only when the key is pressed in it, not in a dialog opened from
 * it ("Cancel this consultation?"), which answers its own Esc; Mantine's own handler listens on
 * the whole window and would close both.
 */
function useOwnEscape(enabled: boolean, id: string, requestClose: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      const own = document.getElementById(`${id}-body`)?.closest('[role="dialog"]');
      const target = event.target instanceof Element ? event.target : null;
      const inDialog = target?.closest('[role="dialog"]') ?? null;
      if (inDialog && inDialog !== own) return;
      requestClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, id, requestClose]);
}

/** What a guarded drawer or modal shares: its id, a close that asks first, and the question itself. */
function useGuardedDialog({
  onClose,
  opened,
  closeOnEscape,
  closeOnClickOutside,
  id,
}: Pick<DrawerProps, 'onClose' | 'opened' | 'closeOnEscape' | 'closeOnClickOutside' | 'id'>) {
  const { registry, requestClose, asking, confirm } = useCloseGuard(onClose);
  const ownId = useId().replace(/:/g, '');
  const dialogId = id ?? `guarded-${ownId}`;
  useOwnEscape(opened && closeOnEscape !== false && !asking, dialogId, requestClose);
  const dialogProps = {
    id: dialogId,
    onClose: requestClose,
    closeOnEscape: false,
    closeOnClickOutside: closeOnClickOutside !== false && !asking,
  };
  return { registry, confirm, dialogProps };
}

/** A Mantine `Drawer` that asks before closing over unsaved notes. */
export function GuardedDrawer({ onClose, children, closeOnEscape, closeOnClickOutside, id, ...props }: DrawerProps) {
  const guard = { onClose, opened: props.opened, closeOnEscape, closeOnClickOutside, id };
  const { registry, confirm, dialogProps } = useGuardedDialog(guard);
  return (
    <>
      <Drawer {...props} {...dialogProps}>
        <GuardContext.Provider value={registry}>{children}</GuardContext.Provider>
      </Drawer>
      {confirm}
    </>
  );
}

/** A Mantine `Modal` that asks before closing over unsaved notes. */
export function GuardedModal({ onClose, children, closeOnEscape, closeOnClickOutside, id, ...props }: ModalProps) {
  const guard = { onClose, opened: props.opened, closeOnEscape, closeOnClickOutside, id };
  const { registry, confirm, dialogProps } = useGuardedDialog(guard);
  return (
    <>
      <Modal {...props} {...dialogProps}>
        <GuardContext.Provider value={registry}>{children}</GuardContext.Provider>
      </Modal>
      {confirm}
    </>
  );
}
