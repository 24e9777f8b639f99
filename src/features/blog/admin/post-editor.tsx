import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  FileInput,
  Grid,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  BLOG_CATEGORIES,
  BLOG_SLUG_PATTERN,
  blogCategoryLabels,
  blogPostPath,
  blogSlugFrom,
  blogStatusLabels,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  type BlogStatus,
} from '#server/modules/blog/blog.choices';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { showNotice } from '#src/lib/notify';
import { ConfirmDialog } from '#src/kernels/media/confirm-dialog';
import { ACCEPTED_IMAGE_TYPES } from '#src/kernels/media/use-image-uploads';
import { PostArticle } from '../post-article';
import { useStaffTime } from '#src/lib/staff-time';
import { RichTextField, type RichTextPictures } from '#src/components/admin/rich-text-editor';
import { uploadBlogImage } from './upload-blog-image';
import {
  localCopyKey,
  readLocalCopy,
  sameFields,
  writeLocalCopy,
  type EditorFields,
  type LocalCopy,
} from './local-copy';
import { counted } from '#server/modules/shared/plural';

type AdminPost = RouterOutputs['admin']['blog']['get'];

/** The body's pictures go through the blog's upload (the image pipeline). */
const bodyPictures: RichTextPictures = {
  accept: ACCEPTED_IMAGE_TYPES,
  upload: async (file) => (await uploadBlogImage(file, 'body')).body,
};

type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'error';

const AUTOSAVE_AFTER_MS = 1500;

const statusColor: Record<BlogStatus, string> = { draft: 'gray.7', scheduled: 'orange.9', published: 'green.9' };

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
const isConflict = (error: unknown) =>
  (error as { data?: { code?: string } } | null)?.data?.code === 'CONFLICT' && !/address/i.test(errorMessage(error));

function lengthHint(value: string, hint: number) {
  const n = value.length;
  if (n === 0) return `Leave empty to use the post's own. Aim for under ${hint} characters.`;
  return n > hint
    ? `${counted(n, 'character')}: search engines may cut it after about ${hint}.`
    : `${n} of about ${hint} characters.`;
}

/** "2026-11-24T09:30" in the browser's time for a datetime-local input, an hour from now. */
function defaultScheduleValue() {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * /admin/blogs/new and /admin/blogs/edit/{id}. Never loses typing: every change is copied to
 * this browser at once (a reload or a lost connection keeps it), drafts save to the server by
 * themselves a moment after typing stops, and a save made from an older revision (another tab)
 * is refused with a clear choice instead of overwriting.
 */
export function PostEditor({ post, onCreated }: { post: AdminPost | null; onCreated?(id: number): void }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

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
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [scheduleAt, setScheduleAt] = useState(defaultScheduleValue);
  const [unpublishOpen, setUnpublishOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);
  const dirty = !sameFields(fields, savedFields);
  const live = server?.status === 'published' || server?.status === 'scheduled';

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
  }, [key, serverFields]);

  // Every change is copied to this browser at once.
  useEffect(() => {
    if (!restoredOnce.current) return;
    if (sameFields(fields, savedFields)) writeLocalCopy(key, null);
    else writeLocalCopy(key, { fields, baseRevision: revision, savedAt: new Date().toISOString() });
  }, [fields, savedFields, key, revision]);

  const update = useCallback(<K extends keyof EditorFields>(name: K, value: EditorFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: '' } : current));
    setSaveState((state) => (state === 'conflict' ? state : 'unsaved'));
  }, []);

  const setTitle = (title: string) => {
    setFields((current) => ({ ...current, title, slug: slugEdited ? current.slug : blogSlugFrom(title) }));
    setSaveState((state) => (state === 'conflict' ? state : 'unsaved'));
    setErrors((current) => ({ ...current, title: '', slug: slugEdited ? (current.slug ?? '') : '' }));
  };

  // ---------------------------------------------------------------- the address, checked as typed
  const [debouncedSlug] = useDebouncedValue(fields.slug, 400);
  const slugCheck = useQuery({
    ...trpc.admin.blog.checkSlug.queryOptions({ slug: debouncedSlug, id: server?.id }),
    enabled: BLOG_SLUG_PATTERN.test(debouncedSlug),
  });
  const slugMessage = !fields.slug
    ? 'Made from the title; you can change it.'
    : !BLOG_SLUG_PATTERN.test(fields.slug)
      ? null
      : slugCheck.data && debouncedSlug === fields.slug
        ? slugCheck.data.available
          ? `The address will be ${blogPostPath(fields.slug)}`
          : null
        : 'Checking the address...';
  const slugError =
    errors.slug ||
    (fields.slug && !BLOG_SLUG_PATTERN.test(fields.slug)
      ? 'Use lowercase letters, numbers and single hyphens, like "choosing-a-granite-color".'
      : slugCheck.data && !slugCheck.data.available && debouncedSlug === fields.slug
        ? 'Another post already uses this address. Please choose a different one.'
        : undefined);

  // ---------------------------------------------------------------- saving
  const createMutation = useMutation(trpc.admin.blog.create.mutationOptions());
  const saveMutation = useMutation(trpc.admin.blog.save.mutationOptions());
  const publishMutation = useMutation(trpc.admin.blog.publish.mutationOptions());
  const unpublishMutation = useMutation(trpc.admin.blog.unpublish.mutationOptions());
  const deleteMutation = useMutation(trpc.admin.blog.delete.mutationOptions());

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
    [queryClient, trpc],
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
  }, [accept, createMutation, onCreated, saveMutation]);

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
  }, [saveState, saveNow, live]);

  // Leaving with changes the server does not have yet: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // ---------------------------------------------------------------- conflict choices
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
    latest.current = { ...latest.current, revision: fresh.revision, server: fresh, saveState: 'unsaved' };
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

  // ---------------------------------------------------------------- publishing
  const publishProblems = (f: EditorFields) => {
    const found: Record<string, string> = {};
    if (!f.title.trim()) found.title = 'Please give the post a title.';
    if (!f.excerpt.trim()) found.excerpt = 'Please write a short summary: it shows on /blog and in search results.';
    if (!f.bodyHtml.trim()) found.bodyHtml = 'The post has no text yet.';
    if (f.coverImageId && !f.coverAlt.trim()) found.coverAlt = 'Please describe the cover picture.';
    return found;
  };

  const publish = async (publishAt: string | null) => {
    const found = publishProblems(fields);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setProblem('A few things are needed before this post can go on the website (marked below).');
      return;
    }
    const saved = await saveNow();
    if (!saved) return;
    try {
      const result = await publishMutation.mutateAsync({ id: saved.id, revision: saved.revision, publishAt });
      accept(result, latest.current.fields);
      setScheduleOpen(false);
      showNotice({
        color: 'green',
        message:
          result.status === 'scheduled'
            ? `Scheduled: it will appear on the blog ${dates.dateTime(result.publishedAt!)}.`
            : 'Published: the post is on the blog now.',
      });
    } catch (error) {
      if (isConflict(error)) setSaveState('conflict');
      setErrors((e) => ({ ...e, ...fieldErrors(error) }));
      setProblem(errorMessage(error));
    }
  };

  const unpublish = async () => {
    if (!server) return;
    try {
      const result = await unpublishMutation.mutateAsync({ id: server.id, revision: revision ?? server.revision });
      accept(result, latest.current.fields);
      showNotice({ message: 'Unpublished: visitors no longer see this post. It is a draft again.' });
    } catch (error) {
      if (isConflict(error)) setSaveState('conflict');
      setProblem(errorMessage(error));
    }
  };

  const remove = async () => {
    if (!server) return;
    try {
      await deleteMutation.mutateAsync({ id: server.id });
      writeLocalCopy(key, null);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.blog.list.queryKey() });
      showNotice({ message: `Deleted “${server.title}”.` });
      void navigate({ to: '/admin/blogs' });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setDeleteOpen(false);
    }
  };

  const uploadCover = async (file: File | null) => {
    if (!file) return;
    setCoverBusy(true);
    setCoverError(null);
    try {
      const image = await uploadBlogImage(file, 'cover');
      setFields((f) => ({ ...f, coverImageId: image.id, coverSrc: image.image.src }));
      setSaveState((s) => (s === 'conflict' ? s : 'unsaved'));
    } catch (error) {
      setCoverError(error instanceof Error ? error.message : 'The upload did not work. Please try again.');
    } finally {
      setCoverBusy(false);
    }
  };

  const openPreview = async () => {
    if (!live) await saveNow();
    setPreviewOpen(true);
  };

  const status: BlogStatus = server?.status ?? 'draft';
  const saveLabel: Record<SaveState, string> = {
    saved: server ? 'All changes saved' : 'Not saved yet: give the post a title',
    unsaved: live ? 'Changes not saved yet (kept in this browser)' : 'Saving soon...',
    saving: 'Saving...',
    offline: 'Offline: your changes are kept in this browser and will be saved when the connection returns',
    conflict: 'Not saved: changed elsewhere',
    error: 'Not saved: see the message above',
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Anchor
              href="/admin/blogs"
              size="sm"
              onClick={(e) => (e.preventDefault(), void navigate({ to: '/admin/blogs' }))}
            >
              ← All posts
            </Anchor>
            <Title order={1}>{server ? 'Edit post' : 'New post'}</Title>
            <Group gap="xs">
              <Badge color={statusColor[status]} variant={status === 'draft' ? 'outline' : 'filled'}>
                {blogStatusLabels[status]}
              </Badge>
              {server?.publishedAt ? (
                <Text size="sm">
                  {status === 'scheduled' ? 'Goes live ' : 'Published '}
                  {status === 'scheduled' ? dates.dateTime(server.publishedAt) : dates.dateTime(server.publishedAt)}
                </Text>
              ) : null}
              <Text
                size="sm"
                c={saveState === 'conflict' || saveState === 'error' ? 'red.9' : 'gray.7'}
                role="status"
                data-testid="save-state"
              >
                {saveLabel[saveState]}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button variant="default" onClick={openPreview}>
              Preview
            </Button>
            {live ? (
              <Button
                onClick={() => void saveNow()}
                disabled={!dirty || saveState === 'conflict'}
                loading={saveState === 'saving'}
              >
                Save changes
              </Button>
            ) : (
              <Button variant="default" onClick={() => void saveNow()} disabled={!dirty || saveState === 'conflict'}>
                Save draft
              </Button>
            )}
            {status !== 'published' ? (
              <Button
                onClick={() => void publish(null)}
                loading={publishMutation.isPending}
                disabled={saveState === 'conflict'}
              >
                Publish now
              </Button>
            ) : null}
            <Button variant="default" onClick={() => setScheduleOpen(true)} disabled={saveState === 'conflict'}>
              {status === 'scheduled' ? 'Change time' : 'Schedule'}
            </Button>
            {live ? (
              <Button variant="default" onClick={() => setUnpublishOpen(true)} loading={unpublishMutation.isPending}>
                Unpublish
              </Button>
            ) : null}
            {/* A post never saved has nothing to delete. */}
            {server ? (
              <Button variant="outline" color="red.8" onClick={() => setDeleteOpen(true)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>

        {saveState === 'conflict' ? (
          <Alert color="red" title="Someone else changed this post" role="alert">
            <Stack gap="xs">
              <Text size="sm">
                {problem ??
                  'This post was changed in another tab or by someone else. Your changes are kept here and were not saved.'}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={loadNewer}>
                  Load the newer version (discard mine)
                </Button>
                <Button size="xs" color="red.8" onClick={keepMine}>
                  Keep mine (replace the newer version)
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : problem ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}

        {restored && saveState !== 'conflict' ? (
          <Alert color="blue" title="We brought back your unsaved changes">
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                These changes from {dates.dateTime(restored.savedAt)} were kept in this browser.{' '}
                {live ? 'Press “Save changes” to keep them.' : 'They will be saved in a moment.'}
              </Text>
              <Button size="xs" variant="default" onClick={discardRestored}>
                Discard them
              </Button>
            </Group>
          </Alert>
        ) : null}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <TextInput
                label="Title"
                value={fields.title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                error={errors.title || undefined}
                maxLength={200}
                required
                size="md"
              />
              <TextInput
                label="Address"
                leftSection={<Text size="sm">/blog/</Text>}
                leftSectionWidth={56}
                value={fields.slug}
                onChange={(e) => {
                  setSlugEdited(true);
                  update('slug', e.currentTarget.value.toLowerCase());
                }}
                description={slugError ? undefined : slugMessage}
                error={slugError}
                maxLength={120}
              />
              {server?.status === 'published' && server.slug !== fields.slug && BLOG_SLUG_PATTERN.test(fields.slug) ? (
                <Text size="sm" c="gray.7">
                  The old address {blogPostPath(server.slug)} will keep working: it will send visitors here.
                </Text>
              ) : null}
              <Textarea
                label="Summary"
                description="One or two sentences: shown on /blog, in link previews and in the feed."
                value={fields.excerpt}
                onChange={(e) => update('excerpt', e.currentTarget.value)}
                error={errors.excerpt || undefined}
                autosize
                minRows={2}
                maxLength={400}
              />
              <div>
                <Text fw={500} size="sm" mb={4} id="body-label">
                  Post
                </Text>
                {errors.bodyHtml ? (
                  <Text c="red.8" size="sm" mb={4}>
                    {errors.bodyHtml}
                  </Text>
                ) : null}
                <RichTextField
                  label="Post body"
                  testId="post-body"
                  value={fields.bodyHtml}
                  onChange={(html) => update('bodyHtml', html)}
                  pictures={bodyPictures}
                />
              </div>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <NativeSelect
                label="Category"
                value={fields.category}
                onChange={(e) => update('category', e.currentTarget.value as EditorFields['category'])}
                data={BLOG_CATEGORIES.map((c) => ({ value: c, label: blogCategoryLabels[c] }))}
              />
              <Paper withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Text fw={500} size="sm">
                    Cover picture
                  </Text>
                  {fields.coverSrc ? (
                    <img src={fields.coverSrc} alt="" style={{ width: '100%', height: 'auto', borderRadius: 6 }} />
                  ) : (
                    <Text size="sm" c="gray.7">
                      Shown at the top of the post and on /blog.
                    </Text>
                  )}
                  <FileInput
                    label={fields.coverSrc ? 'Replace the picture' : 'Choose a picture'}
                    placeholder="JPEG, PNG, WebP or AVIF"
                    accept={ACCEPTED_IMAGE_TYPES}
                    onChange={uploadCover}
                    disabled={coverBusy}
                    error={coverError}
                    value={null}
                  />
                  {coverBusy ? <Text size="sm">Uploading...</Text> : null}
                  <TextInput
                    label="Describe the cover"
                    description="For visitors who cannot see it."
                    value={fields.coverAlt}
                    onChange={(e) => update('coverAlt', e.currentTarget.value)}
                    error={errors.coverAlt || undefined}
                    required={!!fields.coverImageId}
                    maxLength={300}
                  />
                  {fields.coverImageId ? (
                    <Button
                      variant="subtle"
                      size="xs"
                      color="red.8"
                      onClick={() => setFields((f) => ({ ...f, coverImageId: null, coverSrc: null }))}
                    >
                      Remove the cover
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
              <Paper withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Text fw={500} size="sm">
                    Search engines
                  </Text>
                  <TextInput
                    label="Search title"
                    value={fields.seoTitle}
                    onChange={(e) => update('seoTitle', e.currentTarget.value)}
                    description={lengthHint(fields.seoTitle, SEO_TITLE_HINT)}
                    error={errors.seoTitle || undefined}
                    maxLength={120}
                  />
                  <Textarea
                    label="Search description"
                    value={fields.seoDescription}
                    onChange={(e) => update('seoDescription', e.currentTarget.value)}
                    description={lengthHint(fields.seoDescription, SEO_DESCRIPTION_HINT)}
                    error={errors.seoDescription || undefined}
                    autosize
                    minRows={2}
                    maxLength={320}
                  />
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <Modal opened={scheduleOpen} onClose={() => setScheduleOpen(false)} title="Schedule this post" centered>
        <Stack>
          <TextInput
            type="datetime-local"
            label="Goes live on"
            description="Your computer's time. The post appears on the blog by itself at this time."
            value={scheduleAt}
            onChange={(e) => setScheduleAt(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setScheduleOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const when = new Date(scheduleAt);
                if (Number.isNaN(when.getTime()) || when.getTime() < Date.now()) {
                  setProblem('Please choose a time in the future, or use “Publish now”.');
                  setScheduleOpen(false);
                  return;
                }
                void publish(when.toISOString());
              }}
              loading={publishMutation.isPending}
            >
              Schedule
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title="Preview: as visitors will see it"
        size="xl"
      >
        <PostArticle
          post={{
            title: fields.title || 'Untitled',
            category: fields.category,
            publishedAt: server?.publishedAt ?? null,
            readingMinutes: server?.readingMinutes ?? 1,
            bodyHtml: live || !server ? fields.bodyHtml : server.bodyHtml,
            cover:
              server?.cover && fields.coverImageId === server.coverImageId
                ? { image: server.cover.image, alt: fields.coverAlt }
                : null,
          }}
        />
      </Modal>

      <ConfirmDialog
        opened={unpublishOpen}
        title="Unpublish this post?"
        message="Visitors will no longer see it on the blog; it becomes a draft you can publish again."
        confirmLabel="Unpublish"
        busy={unpublishMutation.isPending}
        onConfirm={() => {
          setUnpublishOpen(false);
          void unpublish();
        }}
        onCancel={() => setUnpublishOpen(false)}
      />
      <ConfirmDialog
        opened={deleteOpen}
        title="Delete this post?"
        message={
          live
            ? 'The post will disappear from the website and cannot be brought back.'
            : 'The draft will be deleted and cannot be brought back.'
        }
        confirmLabel="Delete post"
        busy={deleteMutation.isPending}
        onConfirm={remove}
        onCancel={() => setDeleteOpen(false)}
      />
    </Container>
  );
}
