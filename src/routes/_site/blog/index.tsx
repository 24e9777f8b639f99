import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import {
  BLOG_CATEGORIES,
  blogCategoryLabels,
  isBlogCategory,
  type BlogCategory,
} from '#server/modules/blog/blog.choices';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CallToAction } from '#src/components/content/call-to-action';
import { PostCard } from '#src/features/blog/post-card';
import { blogListHref } from '#src/features/blog/format';
import { blogFeedLink } from '#src/features/blog/feed-link';
import classes from '#src/features/blog/blog.module.css';

interface BlogSearch {
  page?: number;
  category?: BlogCategory;
}

// Checked by hand, as on the other public routes: a validation library here would weigh on
// every page. A bad value falls back to the default instead of failing the page.
const validateSearch = (search: Record<string, unknown>): BlogSearch => {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
    category: isBlogCategory(search.category) ? search.category : undefined,
  };
};

const breadcrumbs = [{ name: 'Blog', path: '/blog' }];

export const Route = createFileRoute('/_site/blog/')({
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, category: search.category }),
  // The head's words are built here (split with the component), not in every page's first download (decision 044).
  loader: async ({ context, deps }): Promise<{ meta: PageMeta }> => {
    const data = await context.queryClient.ensureQueryData(context.trpc.blog.list.queryOptions(deps));
    const { page, category } = deps;
    const topic = category ? `${blogCategoryLabels[category]}: ` : '';
    const pageLabel = page > 1 ? ` (page ${page} of ${data.pageCount})` : '';
    return {
      meta: {
        title: `${topic}Monument and Headstone Guides${pageLabel}`,
        description:
          'Plain-spoken guides from a family monument company: planning a headstone step by step, cemetery rules, choosing granite, care, engraving a final date and planning ahead.',
        path: blogListHref({ page, category }),
        image: data.posts[0]?.cover?.preview,
        breadcrumbs,
      },
    };
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return {};
    const head = pageHead(match, loaderData.meta);
    return { ...head, links: [...head.links, blogFeedLink(match.context.business.name)] };
  },
  component: BlogPage,
});

function CategoryFilter({ current }: { current?: BlogCategory }) {
  return (
    <nav aria-label="Blog topics">
      <Group gap="xs">
        <Button
          component={Link}
          to="/blog"
          variant={current ? 'default' : 'filled'}
          size="sm"
          radius="xl"
          aria-current={current ? undefined : 'page'}
        >
          All topics
        </Button>
        {BLOG_CATEGORIES.map((category) => (
          <Button
            key={category}
            renderRoot={(props) => <Link to="/blog" search={{ category }} {...props} />}
            variant={current === category ? 'filled' : 'default'}
            size="sm"
            radius="xl"
            aria-current={current === category ? 'page' : undefined}
          >
            {blogCategoryLabels[category]}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

function BlogPage() {
  const business = useBusiness();
  const { page, category } = Route.useLoaderDeps();
  const trpc = Route.useRouteContext({ select: (c) => c.trpc });
  const { data } = useSuspenseQuery(trpc.blog.list.queryOptions({ page, category }));

  return (
    <>
      <PageHero
        eyebrow="Guides for families"
        title="Monument & Headstone Guides"
        breadcrumbs={breadcrumbs}
        lead="Straight answers from our family to yours: how long a headstone takes, what cemeteries allow, how to choose granite, and how to care for a memorial for generations."
      >
        <CategoryFilter current={category} />
      </PageHero>

      <Container size="lg" py={{ base: 32, md: 48 }}>
        {data.posts.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack gap="sm" maw="40rem">
              <Title order={2} size="h3">
                {category ? `No articles about ${blogCategoryLabels[category].toLowerCase()} yet` : 'No articles yet'}
              </Title>
              <Text>
                We are writing new guides now. Meanwhile, our{' '}
                <Anchor component={Link} to="/faq" underline="always">
                  answers to common questions
                </Anchor>{' '}
                cover timing, cemetery rules, cost and care, and you can always call us at{' '}
                <Anchor href={business.offices[0]!.phoneHref} underline="always">
                  {business.offices[0]!.phone}
                </Anchor>
                .
              </Text>
              {category || page > 1 ? (
                <Group>
                  <Button component={Link} to="/blog" variant="default">
                    See all articles
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="div">
            {data.posts.map((post, index) => (
              <PostCard key={post.id} post={post} priority={index === 0} />
            ))}
          </SimpleGrid>
        )}

        {data.pageCount > 1 ? (
          <nav aria-label="Pages of articles" className={classes.pager} style={{ marginTop: '2rem' }}>
            {page > 1 ? (
              <Button
                renderRoot={(props) => (
                  <Link to="/blog" search={{ category, page: page - 1 > 1 ? page - 1 : undefined }} {...props} />
                )}
                variant="default"
              >
                Newer articles
              </Button>
            ) : (
              <span />
            )}
            <Text>
              Page {Math.min(page, data.pageCount)} of {data.pageCount}
            </Text>
            {page < data.pageCount ? (
              <Button
                renderRoot={(props) => <Link to="/blog" search={{ category, page: page + 1 }} {...props} />}
                variant="default"
              >
                Older articles
              </Button>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Container>

      <CallToAction
        title="Planning a memorial? We can help"
        text={`Call either office, ${business.hours.label}, or send us a message. We will answer your questions with no cost and no obligation.`}
      />
    </>
  );
}
