import { business } from '#content/business';

/** The RSS feed's <link> in the head of the blog's pages. */
export const BLOG_FEED_LINK = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${business.name} Blog`,
  href: '/blog/rss.xml',
};
