import { createFileRoute } from '@tanstack/react-router';

/** The editor itself is drawn by the layout (_editor.tsx). */
export const Route = createFileRoute('/admin/_panel/blogs/_editor/new')({
  component: () => null,
});
