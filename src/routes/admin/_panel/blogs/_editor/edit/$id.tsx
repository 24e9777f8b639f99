import { createFileRoute } from '@tanstack/react-router';
import { postIdOf } from '#src/features/blog/admin/post-id';

/** Loads the post; the editor itself is drawn by the layout (_editor.tsx). */
export const Route = createFileRoute('/admin/_panel/blogs/_editor/edit/$id')({
  loader: ({ context, params }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.blog.get.queryOptions({ id: postIdOf(params.id) }))
      : undefined,
  component: () => null,
});
