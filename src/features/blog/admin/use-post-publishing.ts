import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { showNotice } from '#src/lib/notify';
import { useStaffTime } from '#src/lib/staff-time';
import { writeLocalCopy, type EditorFields } from './local-copy';
import { isConflict, type PostSave } from './use-post-save';

/** "2026-11-24T09:30" in the browser's time for a datetime-local input, an hour from now. */
function defaultScheduleValue() {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const publishProblems = (f: EditorFields) => {
  const found: Record<string, string> = {};
  if (!f.title.trim()) found.title = 'Please give the post a title.';
  if (!f.excerpt.trim()) found.excerpt = 'Please write a short summary: it shows on /blog and in search results.';
  if (!f.bodyHtml.trim()) found.bodyHtml = 'The post has no text yet.';
  if (f.coverImageId && !f.coverAlt.trim()) found.coverAlt = 'Please describe the cover picture.';
  return found;
};

/**
 * Putting a post on the blog and taking it off: publish now or at a time (saved first, after the
 * checks a visitor's page needs), unpublish, delete, and the dialogs that ask for them.
 */
export function usePostPublishing(save: PostSave) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { server, key, fields, revision, latest, accept, saveNow, setSaveState, setErrors, setProblem } = save;

  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [scheduleAt, setScheduleAt] = useState(defaultScheduleValue);
  const [unpublishOpen, setUnpublishOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const publishMutation = useMutation(trpc.admin.blog.publish.mutationOptions());
  const unpublishMutation = useMutation(trpc.admin.blog.unpublish.mutationOptions());
  const deleteMutation = useMutation(trpc.admin.blog.delete.mutationOptions());

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

  return {
    publish,
    publishing: publishMutation.isPending,
    unpublish,
    unpublishing: unpublishMutation.isPending,
    remove,
    deleting: deleteMutation.isPending,
    scheduleOpen,
    setScheduleOpen,
    scheduleAt,
    setScheduleAt,
    unpublishOpen,
    setUnpublishOpen,
    deleteOpen,
    setDeleteOpen,
  };
}

/** What the editor's buttons and dialogs get from the publishing hook. */
export type PostPublishing = ReturnType<typeof usePostPublishing>;
