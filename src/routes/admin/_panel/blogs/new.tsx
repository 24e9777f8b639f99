import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/lib/seo';
import { PostEditor } from '#src/features/blog/admin/post-editor';
import { adminEditorStylesheet } from '#src/features/blog/admin/editor-stylesheet';

export const Route = createFileRoute('/admin/_panel/blogs/new')({
  head: ({ match }) => {
    const head = pageHead(match, { title: 'New post', description: 'Write a blog post.', noindex: true });
    return { ...head, links: [...head.links, adminEditorStylesheet] };
  },
  component: () => <PostEditor post={null} />,
});
