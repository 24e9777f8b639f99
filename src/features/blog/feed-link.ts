/** The RSS feed's <link> in the head of the blog's pages, titled with the company's name. */
export function blogFeedLink(companyName: string) {
  return {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${companyName} Blog`,
    href: '/blog/rss.xml',
  };
}
