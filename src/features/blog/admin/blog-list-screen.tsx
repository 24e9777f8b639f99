import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  blogCategoryLabels,
  blogStatusLabels,
  type BlogCategory,
  type BlogStatus,
} from '#server/modules/blog/blog.choices';
import { useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';

export interface BlogListSearch {
  status?: BlogStatus;
  category?: BlogCategory;
  q?: string;
}

const statusColor: Record<BlogStatus, string> = { draft: 'gray.7', scheduled: 'orange.9', published: 'green.9' };

/** /admin/blogs: every post with its status, newest edit first; filters live in the address. */
export function BlogListScreen({ search, onSearch }: { search: BlogListSearch; onSearch(next: BlogListSearch): void }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const { data: posts } = useSuspenseQuery(trpc.admin.blog.list.queryOptions(search));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Blog posts</Title>
        <Button component={Link} to="/admin/blogs/new">
          New post
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchBox key={search.q ?? ''} initial={search.q ?? ''} onSubmit={(q) => onSearch({ ...search, q })} />
        <NativeSelect
          label="Status"
          value={search.status ?? ''}
          onChange={(e) =>
            onSearch({ ...search, status: (e.currentTarget.value || undefined) as BlogStatus | undefined })
          }
          data={[
            { value: '', label: 'Any status' },
            ...BLOG_STATUSES.map((s) => ({ value: s, label: blogStatusLabels[s] })),
          ]}
        />
        <NativeSelect
          label="Category"
          value={search.category ?? ''}
          onChange={(e) =>
            onSearch({ ...search, category: (e.currentTarget.value || undefined) as BlogCategory | undefined })
          }
          data={[
            { value: '', label: 'Every category' },
            ...BLOG_CATEGORIES.map((c) => ({ value: c, label: blogCategoryLabels[c] })),
          ]}
        />
      </Group>

      {posts.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>
            {search.q || search.status || search.category
              ? 'No posts match these filters.'
              : 'No posts yet. Press “New post” to write the first one.'}
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Last edited</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/blogs/edit/${post.id}`} fw={600}>
                      {post.title || 'Untitled'}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      /blog/{post.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[post.status]} variant={post.status === 'draft' ? 'outline' : 'filled'}>
                      {blogStatusLabels[post.status]}
                    </Badge>
                    {post.status === 'scheduled' && post.publishedAt ? (
                      <Text size="xs">{dates.dateTime(post.publishedAt)}</Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{blogCategoryLabels[post.category]}</Table.Td>
                  <Table.Td>{dates.dateTime(post.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The title search; a new box (key) when the address bar's search changes. */
function SearchBox({ initial, onSubmit }: { initial: string; onSubmit(q: string | undefined): void }) {
  const [q, setQ] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(q.trim() || undefined);
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput label="Search titles" value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={200} />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}
