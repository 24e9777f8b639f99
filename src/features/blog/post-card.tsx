import { Link } from '@tanstack/react-router';
import { Text, Title } from '@mantine/core';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { blogCategoryLabels } from '#server/modules/blog/blog.choices';
import type { BlogPostSummary } from '#server/modules/blog/blog.repository';
import { readingTimeLabel, usePostDate } from './format';
import classes from './blog.module.css';

/** A post in a list: cover, title (the link), excerpt, date and reading time. */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const formatPostDate = usePostDate();
  return (
    <article className={classes.card}>
      {post.cover ? (
        <div className={classes.cardCover}>
          <ResponsiveImage
            image={post.cover.image}
            alt={post.cover.alt}
            sizes="(min-width: 75em) 360px, (min-width: 48em) 45vw, 100vw"
            fit="cover"
            priority={priority}
          />
        </div>
      ) : null}
      <div className={classes.cardBody}>
        <Text size="sm" fw={600} c="brand.8">
          {blogCategoryLabels[post.category]}
        </Text>
        <Title order={headingLevel} size="h4" className={classes.cardTitle}>
          <Link to="/blog/$slug" params={{ slug: post.slug }}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        <Text className={classes.meta}>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> ·{' '}
          {readingTimeLabel(post.readingMinutes)}
        </Text>
      </div>
    </article>
  );
}
