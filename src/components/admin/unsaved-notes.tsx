import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
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
  discard.current = onDiscard;
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
    <Modal
      opened={asking}
      onClose={() => setAsking(false)}
      title="Discard your unsaved notes?"
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Keep editing' }}
    >
      <Text size="sm">What you typed has not been saved. If you close now, it is gone.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
          Keep editing
        </Button>
        <Button
          color="red"
          onClick={() => {
            setAsking(false);
            for (const discard of dirty.current.values()) discard();
            dirty.current.clear();
            onClose();
          }}
        >
          Discard notes
        </Button>
      </Group>
    </Modal>
  );
  return { registry, requestClose, asking, confirm };
}

/** A Mantine `Drawer` that asks before closing over unsaved notes. */
export function GuardedDrawer({ onClose, children, closeOnEscape, closeOnClickOutside, ...props }: DrawerProps) {
  const { registry, requestClose, asking, confirm } = useCloseGuard(onClose);
  return (
    <>
      <Drawer
        {...props}
        onClose={requestClose}
        closeOnEscape={closeOnEscape !== false && !asking}
        closeOnClickOutside={closeOnClickOutside !== false && !asking}
      >
        <GuardContext.Provider value={registry}>{children}</GuardContext.Provider>
      </Drawer>
      {confirm}
    </>
  );
}

/** A Mantine `Modal` that asks before closing over unsaved notes. */
export function GuardedModal({ onClose, children, closeOnEscape, closeOnClickOutside, ...props }: ModalProps) {
  const { registry, requestClose, asking, confirm } = useCloseGuard(onClose);
  return (
    <>
      <Modal
        {...props}
        onClose={requestClose}
        closeOnEscape={closeOnEscape !== false && !asking}
        closeOnClickOutside={closeOnClickOutside !== false && !asking}
      >
        <GuardContext.Provider value={registry}>{children}</GuardContext.Provider>
      </Modal>
      {confirm}
    </>
  );
}
