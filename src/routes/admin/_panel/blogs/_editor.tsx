import { createFileRoute, Link, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { pageHead } from '#src/lib/seo';
import { trpcErrorCode } from '#src/lib/trpc';
import { RouteError } from '#src/components/feedback/route-error';
import { EditorHost } from '#src/features/blog/admin/editor-host';
import { richTextEditorStylesheet } from '#src/components/admin/rich-text-editor-stylesheet';

/**
 * /admin/blogs/new and /admin/blogs/edit/{id} share this layout, which holds the editor: when a
 * new post's first save gives it an id, the address becomes /admin/blogs/edit/{id} without the
 * editor being rebuilt, so nothing typed or uploaded in that moment is lost.
 */
export const Route = createFileRoute('/admin/_panel/blogs/_editor')({
  head: ({ match }) => {
    const head = pageHead(match, { title: 'Blog post', description: 'Write a blog post.', noindex: true });
    return { ...head, links: [...head.links, richTextEditorStylesheet] };
  },
  errorComponent: PostError,
  component: EditorLayout,
});

function EditorLayout() {
  const params = useParams({ strict: false }) as { id?: string };
  return <EditorHost idParam={params.id ?? null} />;
}

function PostError(props: ErrorComponentProps) {
  const code = trpcErrorCode(props.error);
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
