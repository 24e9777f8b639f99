import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button, Stack, Text, Title } from '@mantine/core';
import { pageHead } from '#src/lib/seo';
import { RouteError } from '#src/components/feedback/route-error';
import { PostEditor } from '#src/features/blog/admin/post-editor';
import { adminEditorStylesheet } from '#src/features/blog/admin/editor-stylesheet';

const idOf = (param: string) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
};

export const Route = createFileRoute('/admin/_panel/blogs/edit/$id')({
  head: ({ match }) => {
    const head = pageHead(match, { title: 'Edit post', description: 'Edit a blog post.', noindex: true });
    return { ...head, links: [...head.links, adminEditorStylesheet] };
  },
  loader: ({ context, params }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.blog.get.queryOptions({ id: idOf(params.id) }))
      : undefined,
  errorComponent: PostError,
  component: EditPostPage,
});

function EditPostPage() {
  const { id } = Route.useParams();
  const trpc = Route.useRouteContext({ select: (c) => c.trpc });
  const { data } = useSuspenseQuery(trpc.admin.blog.get.queryOptions({ id: idOf(id) }));
  // A new editor per post (and per reload of it), so its state starts from that post.
  return <PostEditor key={data.id} post={data} />;
}

function PostError(props: ErrorComponentProps) {
  const code =
    props.error instanceof TRPCClientError ? (props.error.data as { code?: string } | undefined)?.code : undefined;
  if (code !== 'NOT_FOUND' && code !== 'BAD_REQUEST') return <RouteError {...props} />;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        Post not found
      </Title>
      <Text>This post does not exist. It may have been deleted, or the link was mistyped.</Text>
      <Button component={Link} to="/admin/blogs">
        All posts
      </Button>
    </Stack>
  );
}
