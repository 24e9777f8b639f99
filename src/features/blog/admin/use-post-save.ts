import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOG_SLUG_PATTERN, blogSlugFrom } from '#server/modules/blog/blog.choices';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import {
  localCopyKey,
  readLocalCopy,
  sameFields,
  writeLocalCopy,
  type EditorFields,
  type LocalCopy,
} from './local-copy';

export type AdminPost = RouterOutputs['admin']['blog']['get'];

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'error';

const AUTOSAVE_AFTER_MS = 1500;

const emptyFields: EditorFields = {
  title: '',
  slug: '',
  excerpt: '',
  category: 'planning',
  bodyHtml: '',
  coverImageId: null,
  coverSrc: null,
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
};

function fieldsOf(post: AdminPost): EditorFields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    bodyHtml: post.bodyHtml,
    coverImageId: post.coverImageId,
    coverSrc: post.cover?.image.src ?? null,
    coverAlt: post.coverAlt ?? '',
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
  };
}

function toInput(fields: EditorFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    category: fields.category,
    bodyHtml: fields.bodyHtml,
    coverImageId: fields.coverImageId,
    coverAlt: fields.coverAlt,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
  };
}

const isNetworkError = (error: unknown) => /could not reach the server/i.test(errorMessage(error));
/** A save or publish refused because the post changed elsewhere (not a clash of addresses). */
export const isConflict = (error: unknown) =>
  (error as { data?: { code?: string } } | null)?.data?.code === 'CONFLICT' && !/address/i.test(errorMessage(error));

/**
 * The blog editor's save machine: what staff typed, what the server last accepted, and the save
 * state between them. Never loses typing: every change is copied to this browser at once (a
 * reload or a lost connection keeps it), drafts save to the server by themselves a moment after
 * typing stops, an offline save is tried again when the connection returns, and a save made from
 * an older revision (another tab) is refused with a clear choice instead of overwriting.
 */
export function usePostSave({ post, onCreated }: { post: AdminPost | null; onCreated?(id: number): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useEditorState(post);
  const { server, fields, savedFields, revision, slugEdited, saveState } = state;
  const { setServer, setFields, setSavedFields, setRevision, setRestored, setSaveState, setProblem, setErrors } = state;
  const dirty = !sameFields(fields, savedFields);
  const live = server?.status === 'published' || server?.status === 'scheduled';

  useKeptInBrowser(state);

  const update = useCallback(
    <K extends keyof EditorFields>(name: K, value: EditorFields[K]) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: '' } : current));
      setSaveState((state) => (state === 'conflict' ? state : 'unsaved'));
    },
    [setFields, setErrors, setSaveState],
  );

  const setTitle = (title: string) => {
    setFields((current) => ({ ...current, title, slug: slugEdited ? current.slug : blogSlugFrom(title) }));
    setSaveState((state) => (state === 'conflict' ? state : 'unsaved'));
    setErrors((current) => ({ ...current, title: '', slug: slugEdited ? (current.slug ?? '') : '' }));
  };

  // ---------------------------------------------------------------- saving
  const createMutation = useMutation(trpc.admin.blog.create.mutationOptions());
  const saveMutation = useMutation(trpc.admin.blog.save.mutationOptions());

  const inFlight = useRef<Promise<AdminPost | null> | null>(null);
  const latest = useRef({ fields, revision, server, saveState, savedFields });
  latest.current = { fields, revision, server, saveState, savedFields };

  const accept = useCallback(
    (saved: AdminPost, sent: EditorFields) => {
      setServer(saved);
      setSavedFields(sent);
      setRevision(saved.revision);
      setRestored(null);
      setProblem(null);
      // Typing that went on during the save stays unsaved; the rest is saved.
      const now = latest.current.fields;
      setSaveState(sameFields(now, sent) ? 'saved' : 'unsaved');
      void queryClient.invalidateQueries({ queryKey: trpc.admin.blog.list.queryKey() });
      queryClient.setQueryData(trpc.admin.blog.get.queryKey({ id: saved.id }), saved);
    },
    [queryClient, trpc, setServer, setSavedFields, setRevision, setRestored, setProblem, setSaveState],
  );

  /** Saves now; resolves to the saved post, or null when it could not be saved. */
  const saveNow = useCallback(async (): Promise<AdminPost | null> => {
    if (inFlight.current) await inFlight.current;
    const { fields: sent, revision: rev, server: current, saveState: state, savedFields: lastSaved } = latest.current;
    if (state === 'conflict') return null;
    if (current && sameFields(sent, lastSaved) && rev === current.revision) return current;
    if (!sent.title.trim()) {
      setErrors((e) => ({ ...e, title: 'Please give the post a title so it can be saved.' }));
      return null;
    }
    if (!BLOG_SLUG_PATTERN.test(sent.slug)) return null;
    setSaveState('saving');
    const run = (async () => {
      try {
        const saved =
          current && rev !== null
            ? await saveMutation.mutateAsync({ ...toInput(sent), id: current.id, revision: rev })
            : await createMutation.mutateAsync(toInput(sent));
        const wasNew = !current;
        if (wasNew) writeLocalCopy(localCopyKey(null), null);
        accept(saved, sent);
        // The address becomes the post's own (a reload opens it); this editor stays (EditorHost).
        if (wasNew) onCreated?.(saved.id);
        return saved;
      } catch (error) {
        if (isConflict(error)) {
          setSaveState('conflict');
          setProblem(errorMessage(error));
        } else if (isNetworkError(error)) {
          setSaveState('offline');
        } else {
          setSaveState('error');
          setErrors((e) => ({ ...e, ...fieldErrors(error) }));
          setProblem(errorMessage(error));
        }
        return null;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [accept, createMutation, onCreated, saveMutation, setErrors, setProblem, setSaveState]);

  useSavingByItself({ fields, live, saveState, setSaveState, saveNow, dirty });
  const conflictChoices = useConflictChoices(state, latest, saveNow);

  return { ...state, dirty, live, latest, update, setTitle, accept, saveNow, ...conflictChoices };
}

/** The editor's state: the post as the server has it, what staff typed, and the save state between them. */
function useEditorState(post: AdminPost | null) {
  const [server, setServer] = useState<AdminPost | null>(post);
  const key = localCopyKey(server?.id ?? null);
  const serverFields = useMemo(() => (server ? fieldsOf(server) : emptyFields), [server]);
  const [fields, setFields] = useState<EditorFields>(serverFields);
  // What the server last accepted, as sent (the server's sanitized body may differ in markup only).
  const [savedFields, setSavedFields] = useState<EditorFields>(serverFields);
  const [revision, setRevision] = useState<number | null>(server?.revision ?? null);
  const [slugEdited, setSlugEdited] = useState(!!server);
  const [restored, setRestored] = useState<LocalCopy | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    server,
    setServer,
    key,
    serverFields,
    fields,
    setFields,
    savedFields,
    setSavedFields,
    revision,
    setRevision,
    slugEdited,
    setSlugEdited,
    restored,
    setRestored,
    saveState,
    setSaveState,
    problem,
    setProblem,
    errors,
    setErrors,
  };
}

type EditorState = ReturnType<typeof useEditorState>;
type Latest = { current: Pick<EditorState, 'fields' | 'revision' | 'server' | 'saveState' | 'savedFields'> };

/** The ways out of a clash with a newer version, and out of changes brought back from this browser. */
function useConflictChoices(state: EditorState, latestRef: Latest, saveNow: () => Promise<AdminPost | null>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { server, key, savedFields, setServer, setSavedFields, setRevision, setFields, setRestored } = state;
  const { setProblem, setSaveState } = state;

  const loadNewer = async () => {
    if (!server) return;
    writeLocalCopy(key, null);
    const fresh = await queryClient.fetchQuery({
      ...trpc.admin.blog.get.queryOptions({ id: server.id }),
      staleTime: 0,
    });
    setServer(fresh);
    setSavedFields(fieldsOf(fresh));
    setRevision(fresh.revision);
    setFields(fieldsOf(fresh));
    setRestored(null);
    setProblem(null);
    setSaveState('saved');
  };
  const keepMine = async () => {
    if (!server) return;
    const fresh = await queryClient.fetchQuery({
      ...trpc.admin.blog.get.queryOptions({ id: server.id }),
      staleTime: 0,
    });
    setServer(fresh);
    setRevision(fresh.revision);
    setProblem(null);
    latestRef.current = { ...latestRef.current, revision: fresh.revision, server: fresh, saveState: 'unsaved' };
    setSaveState('unsaved');
    await saveNow();
  };
  const discardRestored = () => {
    writeLocalCopy(key, null);
    setFields(savedFields);
    setRevision(server?.revision ?? null);
    setRestored(null);
    setSaveState('saved');
  };
  return { loadNewer, keepMine, discardRestored };
}

/** What the editor gets from its save machine. */
export type PostSave = ReturnType<typeof usePostSave>;

/**
 * The copy of unsaved changes in this browser: brought back once on opening (when it differs from
 * the server's), then written on every change and removed once the server has it all.
 */
function useKeptInBrowser(state: EditorState) {
  const { key, serverFields, fields, savedFields, revision } = state;
  const { setFields, setSlugEdited, setRevision, setRestored, setSaveState } = state;
  // Bring back what this browser kept from before a reload or a lost connection.
  const restoredOnce = useRef(false);
  useEffect(() => {
    if (restoredOnce.current) return;
    restoredOnce.current = true;
    const copy = readLocalCopy(key);
    if (!copy || sameFields(copy.fields, serverFields)) {
      if (copy) writeLocalCopy(key, null);
      return;
    }
    setFields(copy.fields);
    setSlugEdited(true);
    // Changes made on an older revision are saved against it: the server says if they clash.
    if (copy.baseRevision !== null) setRevision(copy.baseRevision);
    setRestored(copy);
    setSaveState('unsaved');
  }, [key, serverFields, setFields, setSlugEdited, setRevision, setRestored, setSaveState]);

  // Every change is copied to this browser at once.
  useEffect(() => {
    if (!restoredOnce.current) return;
    if (sameFields(fields, savedFields)) writeLocalCopy(key, null);
    else writeLocalCopy(key, { fields, baseRevision: revision, savedAt: new Date().toISOString() });
  }, [fields, savedFields, key, revision]);
}

/** Saves that happen without a press: the draft's autosave, the retries while offline, and the browser's question on leaving. */
function useSavingByItself({
  fields,
  live,
  saveState,
  setSaveState,
  saveNow,
  dirty,
}: {
  fields: EditorFields;
  live: boolean;
  saveState: SaveState;
  setSaveState: Dispatch<SetStateAction<SaveState>>;
  saveNow: () => Promise<AdminPost | null>;
  dirty: boolean;
}) {
  // Drafts save by themselves a moment after typing stops; live posts wait for "Save changes".
  useEffect(() => {
    if (live || saveState !== 'unsaved') return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [fields, live, saveState, saveNow]);

  // Offline: try again when the connection comes back, and every 15 seconds meanwhile.
  useEffect(() => {
    if (saveState !== 'offline') return;
    const retry = () => {
      if (live) setSaveState('unsaved');
      else void saveNow();
    };
    window.addEventListener('online', retry);
    const timer = setInterval(retry, 15_000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [saveState, saveNow, live, setSaveState]);

  // Leaving with changes the server does not have yet: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
