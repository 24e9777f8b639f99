import { createFileRoute } from '@tanstack/react-router';
import { BLOG_CATEGORIES, BLOG_STATUSES } from '#server/modules/blog/blog.choices';
import { pageHead } from '#src/lib/seo';
import { BlogListScreen, type BlogListSearch } from '#src/features/blog/admin/blog-list-screen';

// A plain parser, not zod: this part of the route ships with every page's router.
const validateSearch = (search: Record<string, unknown>): BlogListSearch => ({
  status: BLOG_STATUSES.find((s) => s === search.status),
  category: BLOG_CATEGORIES.find((c) => c === search.category),
  q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 200) : undefined,
});

export const Route = createFileRoute('/admin/_panel/blogs/')({
  validateSearch,
  loaderDeps: ({ search }) => ({ status: search.status, category: search.category, q: search.q }),
  loader: ({ context, deps }) =>
    context.adminAccess === 'granted'
      ? context.queryClient.ensureQueryData(context.trpc.admin.blog.list.queryOptions(deps))
      : undefined,
  head: ({ match }) => pageHead(match, { title: 'Blog posts', description: 'Write and publish posts.', noindex: true }),
  component: BlogsRoute,
});

function BlogsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BlogListScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
