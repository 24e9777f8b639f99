import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, blogPostPath } from '#server/modules/blog/blog.choices';
import { articleJsonLd, pageHead, previewImageFor, type PageMeta } from '#src/lib/seo';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { OfficePhones } from '#src/components/content/office-phones';
import { consultationLink } from '#src/components/layout/site-nav';
import { isNotFoundError } from '#src/features/gallery/gallery-queries';
import { PostArticle } from '#src/features/blog/post-article';
import { PostCard } from '#src/features/blog/post-card';
import { blogFeedLink } from '#src/features/blog/feed-link';

export const Route = createFileRoute('/_site/blog/$slug')({
  // The head's words and structured data are built here (split with the component), not in every
  // page's first download (decision 044).
  loader: async ({ context, params }): Promise<{ meta: PageMeta; publishedAt: string }> => {
    // An address that cannot name a post (its form, or longer than any post's) is a 404 before any query.
    if (params.slug.length > BLOG_SLUG_MAX || !BLOG_SLUG_PATTERN.test(params.slug)) throw notFound();
    try {
      const { post } = await context.queryClient.ensureQueryData(
        context.trpc.blog.post.queryOptions({ slug: params.slug }),
      );
      const siteUrl = context.siteUrl;
      const path = blogPostPath(params.slug);
      const description = post.seoDescription ?? post.excerpt;
      const image = post.cover?.preview ?? null;
      return {
        meta: {
          title: post.seoTitle ?? post.title,
          description,
          type: 'article',
          image,
          breadcrumbs: [
            { name: 'Blog', path: '/blog' },
            { name: post.title, path },
          ],
          jsonLd: [
            articleJsonLd(siteUrl, context.business, {
              path,
              headline: post.title,
              description,
              image: previewImageFor(image),
              datePublished: post.publishedAt,
              dateModified: post.updatedAt,
            }),
          ],
        },
        publishedAt: post.publishedAt,
      };
    } catch (error) {
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return {};
    const head = pageHead(match, loaderData.meta);
    return {
      ...head,
      meta: [...head.meta, { property: 'article:published_time', content: loaderData.publishedAt }],
      links: [...head.links, blogFeedLink(match.context.business.name)],
    };
  },
  component: PostPage,
});

function PostPage() {
  const business = useBusiness();
  const { slug } = Route.useParams();
  const trpc = Route.useRouteContext({ select: (c) => c.trpc });
  const { data } = useSuspenseQuery(trpc.blog.post.queryOptions({ slug }));
  const { post, related } = data;
  const trail = [
    { name: 'Blog', path: '/blog' },
    { name: post.title, path: blogPostPath(post.slug) },
  ];

  return (
    <>
      <Container size="md" pt={20} pb={8} component="article" aria-labelledby="article-title">
        <PageBreadcrumbs trail={trail} />
        <Stack gap="xl" mt="lg">
          <PostArticle post={post} />
          <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="post-cta-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="post-cta-title">
                Have a question about your memorial?
              </Title>
              <Text>
                Talk with our family, {business.hours.label}. We will walk you through designs, cemetery rules and
                timing, with no cost and no obligation.
              </Text>
              <Group gap="sm">
                <Button component={Link} to={consultationLink.to}>
                  Book a consultation
                </Button>
                <OfficePhones variant="light" />
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>

      {related.length > 0 ? (
        <Container size="lg" py={40} component="section" aria-labelledby="related-title">
          <Title order={2} id="related-title" mb="md">
            Keep reading
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="div">
            {related.map((item) => (
              <PostCard key={item.id} post={item} headingLevel={3} />
            ))}
          </SimpleGrid>
        </Container>
      ) : null}
    </>
  );
}
