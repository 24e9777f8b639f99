import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { faqFor } from '#content/faq';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { ContentSection } from '#src/components/content/content-section';
import { OfficePhones } from '#src/components/content/office-phones';
import { FaqAccordion } from '#src/features/faq/faq-accordion';
import contentClasses from '#src/components/content/content.module.css';
import classes from '#src/features/faq/faq-accordion.module.css';

const breadcrumbs = [{ name: 'FAQ', path: '/faq' }];

export const Route = createFileRoute('/_site/faq/')({
  // Light: plain components only, the accordion included (decision 049).
  staticData: { light: true },
  // Loader and page share one lazy chunk, so the questions never weigh on other pages.
  codeSplitGroupings: [['loader', 'component']],
  // The head's words and the questions and answers for the structured data (from the same data
  // as the accordion) come from the loader, not from every page's first download (decision 044).
  loader: ({ context }): { meta: PageMeta } => ({
    meta: {
      title: 'Frequently Asked Questions About Monuments and Headstones',
      description:
        'Answers about designing a monument, how long it takes (4-6 weeks standard), installation, pricing and the 50% deposit, cemetery rules, materials and care.',
      breadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqFor(context.business).faqCategories.flatMap((category) =>
            category.questions.map(({ question, answer }) => ({
              '@type': 'Question',
              name: question,
              acceptedAnswer: { '@type': 'Answer', text: answer },
            })),
          ),
        },
      ],
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: FaqPage,
});

function FaqPage() {
  const business = useBusiness();
  const { faqCategories, orderedFaqArticles } = faqFor(business);
  return (
    <>
      <PageHero
        eyebrow="Help and answers"
        title="Frequently Asked Questions"
        breadcrumbs={breadcrumbs}
        lead="Plain answers to the questions families ask us most, about design, timing, installation, cost, cemeteries and care. If yours is not here, call us: a real person will answer."
      >
        <nav aria-label="FAQ topics">
          <Group gap="xs">
            {faqCategories.map((category) => (
              <Button
                key={category.id}
                component="a"
                href={`#faq-${category.id}`}
                variant="default"
                size="sm"
                radius="xl"
              >
                {category.title}
              </Button>
            ))}
          </Group>
        </nav>
      </PageHero>

      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FaqAccordion categories={faqCategories} />
          </Grid.Col>
          <Grid.Col span={4} visibleFrom="md">
            <Paper
              component="aside"
              aria-labelledby="talk-title"
              withBorder
              radius="lg"
              p="lg"
              className={classes.aside}
            >
              <Stack gap="sm">
                <Title order={2} size="h4" id="talk-title">
                  Talk to a person
                </Title>
                <Text>
                  Every family’s situation is different. Call us, {business.hours.label}, and a member of our family
                  will help.
                </Text>
                {business.offices.map((office) => (
                  <Button key={office.id} component="a" href={office.phoneHref} variant="light" fullWidth>
                    {office.city}: {office.phone}
                  </Button>
                ))}
                <Anchor underline="always" component={Link} to="/contact-us" fw={600}>
                  Or send us a message
                </Anchor>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>

      <ContentSection
        id="guides"
        title="In-depth answers"
        tinted
        intro="Longer guides to the questions that deserve more than a paragraph."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {orderedFaqArticles.map((article) => (
            <Link
              key={article.slug}
              to="/faq/$slug"
              params={{ slug: article.slug }}
              className={contentClasses.linkCard}
            >
              <Text component="span" className={contentClasses.linkCardTitle} display="block">
                {article.title}
              </Text>
            </Link>
          ))}
        </SimpleGrid>
      </ContentSection>

      <Container size="lg" my={48}>
        <Paper component="section" aria-labelledby="still-questions" radius="lg" p={{ base: 'lg', md: 40 }} withBorder>
          <Stack gap="md">
            <Title order={2} id="still-questions">
              Still have questions?
            </Title>
            <Text className={contentClasses.prose}>
              We are glad to help, with no cost and no obligation. Call either office, {business.hours.label}, or send
              us a message and we will get back to you. If you are still gathering ideas, our gallery shows monuments we
              have made.
            </Text>
            <OfficePhones />
            <Group gap="sm">
              <Button component={Link} to="/book" size="md">
                Book a consultation
              </Button>
              <Button component={Link} to="/gallery" variant="outline" size="md">
                Browse the gallery
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Prefer to read more first? See{' '}
              <Anchor underline="always" component={Link} to="/pricing">
                how our pricing works
              </Anchor>{' '}
              or{' '}
              <Anchor underline="always" component={Link} to="/services">
                our services
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
