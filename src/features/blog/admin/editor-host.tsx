import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '#src/lib/trpc';
import { PostEditor } from './post-editor';
import { postIdOf } from './post-id';

interface HostState {
  /** The address's post id (null: /admin/blogs/new). */
  id: number | null;
  /** A post this editor created: its address changes, the editor stays. */
  adopted: number | null;
  generation: number;
}

/**
 * Keeps one editor for one post. Opening another post (or a new one) starts a fresh editor; the
 * move from /new to /edit/{id} after the first save keeps the same one.
 */
export function EditorHost({ idParam }: { idParam: string | null }) {
  const navigate = useNavigate();
  const id = idParam === null ? null : postIdOf(idParam);
  const [host, setHost] = useState<HostState>({ id, adopted: null, generation: 0 });
  if (host.id !== id) {
    setHost(
      id !== null && id === host.adopted ? { ...host, id } : { id, adopted: null, generation: host.generation + 1 },
    );
  }

  useEffect(() => {
    if (host.adopted !== null && host.id !== host.adopted) {
      void navigate({ to: '/admin/blogs/edit/$id', params: { id: String(host.adopted) }, replace: true });
    }
  }, [host, navigate]);

  const key = `editor-${host.generation}`;
  const onCreated = (newId: number) => setHost((h) => ({ ...h, adopted: newId }));
  if (host.id === null || host.id === host.adopted) return <PostEditor key={key} post={null} onCreated={onCreated} />;
  return <LoadedEditor key={key} id={host.id} />;
}

function LoadedEditor({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.blog.get.queryOptions({ id }));
  return <PostEditor post={data} />;
}
