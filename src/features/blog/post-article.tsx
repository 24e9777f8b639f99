import { Link } from '@tanstack/react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ResponsiveImage, type ResponsiveImageData } from '#src/components/media/responsive-image';
import { blogCategoryLabels, type BlogCategory } from '#server/modules/blog/blog.choices';
import { readingTimeLabel, usePostDate } from './format';
import classes from './blog.module.css';

export interface PostArticleData {
  title: string;
  category: BlogCategory;
  publishedAt: string | null;
  readingMinutes: number;
  bodyHtml: string;
  cover: { image: ResponsiveImageData; alt: string } | null;
}

/**
 * A post as visitors read it: the title, date and reading time, the cover (the page's LCP
 * image) and the body. The body is the HTML the server sanitized when it was saved
 * (server/modules/blog/blog-html.ts); the staff preview shows the same component.
 */
export function PostArticle({ post }: { post: PostArticleData }) {
  const formatPostDate = usePostDate();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Anchor
          renderRoot={(props) => <Link to="/blog" search={{ category: post.category }} {...props} />}
          fw={600}
          size="sm"
          c="brand.8"
        >
          {blogCategoryLabels[post.category]}
        </Anchor>
        <Title order={1} id="article-title">
          {post.title}
        </Title>
        <Text className={classes.meta}>
          {post.publishedAt ? (
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          ) : (
            'Not published yet'
          )}{' '}
          · {readingTimeLabel(post.readingMinutes)}
        </Text>
      </Stack>
      {post.cover ? (
        <div className={classes.articleCover}>
          <ResponsiveImage
            image={post.cover.image}
            alt={post.cover.alt}
            sizes="(min-width: 62em) 880px, 100vw"
            fit="cover"
            priority
          />
        </div>
      ) : null}
      {/* Sanitized on the server at save time by an allowlist; this is exactly what was stored. */}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
    </Stack>
  );
}
