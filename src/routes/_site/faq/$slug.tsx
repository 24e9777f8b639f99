import { longCalendarDay } from '#content/format';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { faqFor } from '#content/faq';
import { findService } from '#content/services';
import { articleJsonLd, pageHead, staticPreview } from '#src/lib/seo';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { CallToAction } from '#src/components/content/call-to-action';
import contentClasses from '#src/components/content/content.module.css';
import classes from '#src/features/faq/faq-article.module.css';

// A calendar date (read at noon UTC), so it reads the same in every zone.

export const Route = createFileRoute('/_site/faq/$slug')({
  // Loader and page share one lazy chunk, so the answers never weigh on other pages.
  codeSplitGroupings: [['loader', 'component']],
  // The answers are part of the page's code; the loader refuses unknown slugs and hands the head its facts.
  loader: ({ params, context }) => {
    const article = faqFor(context.business).findFaqArticle(params.slug);
    if (!article) throw notFound();
    return {
      title: article.title,
      question: article.question,
      description: article.description,
      updated: article.updated,
      // The service's own preview picture, else the site's (both 1200 x 630).
      image: article.service ? `/images/previews/service-${article.service}.jpg` : null,
    };
  },
  head: ({ match, params, loaderData }) => {
    if (!loaderData) return {};
    const siteUrl = match.context.siteUrl;
    const path = `/faq/${params.slug}`;
    const image = loaderData.image ? staticPreview(loaderData.image) : null;
    return pageHead(match, {
      title: loaderData.title,
      description: loaderData.description,
      type: 'article',
      image,
      breadcrumbs: [
        { name: 'FAQ', path: '/faq' },
        { name: loaderData.title, path },
      ],
      jsonLd: [
        // The answers were written for the site and are dated when last reviewed: that date is
        // also their publication date until an answer is rewritten.
        articleJsonLd(siteUrl, match.context.business, {
          path,
          headline: loaderData.question,
          description: loaderData.description,
          image: image ?? staticPreview('/og-default.png'),
          datePublished: loaderData.updated,
          dateModified: loaderData.updated,
        }),
      ],
    });
  },
  component: FaqArticlePage,
});

function FaqArticlePage() {
  const business = useBusiness();
  const { faqArticles, findFaqArticle } = faqFor(business);
  const { slug } = Route.useParams();
  // The loader has already refused unknown slugs.
  const article = findFaqArticle(slug)!;
  const service = article.service ? findService(article.service) : undefined;
  const breadcrumbs = [
    { name: 'FAQ', path: '/faq' },
    { name: article.title, path: `/faq/${article.slug}` },
  ];

  return (
    <>
      <Container size="md" pt={20} pb={8} component="article" aria-labelledby="article-title">
        <PageBreadcrumbs trail={breadcrumbs} />
        <Stack gap="lg" mt="lg">
          <Title order={1} id="article-title">
            {article.question}
          </Title>
          <Paper className={classes.shortAnswer} radius="md" p="lg">
            <Text fw={700} mb={4}>
              The short answer
            </Text>
            <Text className={classes.shortAnswerText}>{article.shortAnswer}</Text>
          </Paper>

          {article.sections.map((section) => (
            <section key={section.heading} className={contentClasses.prose}>
              <Title order={2} size="h3" mb="sm">
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.list ? (
                <List spacing={6} className={classes.list}>
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              ) : null}
            </section>
          ))}

          <Text size="sm" c="dimmed">
            Last reviewed {longCalendarDay(article.updated)} by the {business.shortName} team.
          </Text>

          {service ? (
            <Paper withBorder radius="md" p="lg">
              <Text>
                Related service:{' '}
                <Anchor underline="always" component={Link} to={`/services/${service.slug}`} fw={600}>
                  {service.name}
                </Anchor>
                . {service.summary}
              </Text>
            </Paper>
          ) : null}
        </Stack>
      </Container>

      <Container size="md" py={32} component="section" aria-labelledby="related-title">
        <Title order={2} id="related-title" mb="md">
          Related questions
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {article.related.map((relatedSlug) => {
            const related = faqArticles[relatedSlug];
            return (
              <Link
                key={relatedSlug}
                to="/faq/$slug"
                params={{ slug: relatedSlug }}
                className={contentClasses.linkCard}
              >
                <Text component="span" className={contentClasses.linkCardTitle} display="block">
                  {related.question}
                </Text>
              </Link>
            );
          })}
        </SimpleGrid>
        <Group mt="lg">
          <Anchor underline="always" component={Link} to="/faq" activeOptions={{ exact: true }}>
            <span aria-hidden="true">‹ </span>All frequently asked questions
          </Anchor>
        </Group>
      </Container>

      <CallToAction
        size="md"
        title="Still have a question?"
        text={`Every family’s situation is a little different. Call either office, ${business.hours.label}, or send us a message, and we will give you a straight answer.`}
      />
    </>
  );
}
