import { Link } from '@tanstack/react-router';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness, type BusinessFacts } from '#src/lib/business';
import { faqFor, type Faq } from '#content/faq';
import { PageHero } from '#src/components/content/page-hero';
import { ContentSection } from '#src/components/content/content-section';
import { OfficePhones } from '#src/components/content/office-phones';
import contentClasses from '#src/components/content/content.module.css';
import { FaqAccordion } from './faq-accordion';
import classes from './faq-accordion.module.css';

/** The FAQ page's trail, for its hero and for the head the route builds in its loader. */
export const faqBreadcrumbs = [{ name: 'FAQ', path: '/faq' }];

/** /faq: the questions by topic, a person to call, the longer guides, and what to do next. */
export function FaqPage() {
  const business = useBusiness();
  const { faqCategories, orderedFaqArticles } = faqFor(business);
  return (
    <>
      <PageHero
        eyebrow="Help and answers"
        title="Frequently Asked Questions"
        breadcrumbs={faqBreadcrumbs}
        lead="Plain answers to the questions families ask us most, about design, timing, installation, cost, cemeteries and care. If yours is not here, call us: a real person will answer."
      >
        <FaqTopics categories={faqCategories} />
      </PageHero>

      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FaqAccordion categories={faqCategories} />
          </Grid.Col>
          <Grid.Col span={4} visibleFrom="md">
            <TalkToAPerson business={business} />
          </Grid.Col>
        </Grid>
      </Container>

      <InDepthGuides articles={orderedFaqArticles} />

      <StillHaveQuestions business={business} />
    </>
  );
}

/** Links to each topic's questions further down the page. */
function FaqTopics({ categories }: { categories: Faq['faqCategories'] }) {
  return (
    <nav aria-label="FAQ topics">
      <Group gap="xs">
        {categories.map((category) => (
          <Button key={category.id} component="a" href={`#faq-${category.id}`} variant="default" size="sm" radius="xl">
            {category.title}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/** Beside the questions on a wide screen: the hours and each office's phone, or a message. */
function TalkToAPerson({ business }: { business: BusinessFacts }) {
  return (
    <Paper component="aside" aria-labelledby="talk-title" withBorder radius="lg" p="lg" className={classes.aside}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="talk-title">
          Talk to a person
        </Title>
        <Text>
          Every family’s situation is different. Call us, {business.hours.label}, and a member of our family will help.
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
  );
}

/** The longer guides, one card each. */
function InDepthGuides({ articles }: { articles: Faq['orderedFaqArticles'] }) {
  return (
    <ContentSection
      id="guides"
      title="In-depth answers"
      tinted
      intro="Longer guides to the questions that deserve more than a paragraph."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {articles.map((article) => (
          <Link key={article.slug} to="/faq/$slug" params={{ slug: article.slug }} className={contentClasses.linkCard}>
            <Text component="span" className={contentClasses.linkCardTitle} display="block">
              {article.title}
            </Text>
          </Link>
        ))}
      </SimpleGrid>
    </ContentSection>
  );
}

/** The closing invitation: call, book a consultation, browse the gallery, or read more. */
function StillHaveQuestions({ business }: { business: BusinessFacts }) {
  return (
    <Container size="lg" my={48}>
      <Paper component="section" aria-labelledby="still-questions" radius="lg" p={{ base: 'lg', md: 40 }} withBorder>
        <Stack gap="md">
          <Title order={2} id="still-questions">
            Still have questions?
          </Title>
          <Text className={contentClasses.prose}>
            We are glad to help, with no cost and no obligation. Call either office, {business.hours.label}, or send us
            a message and we will get back to you. If you are still gathering ideas, our gallery shows monuments we have
            made.
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
  );
}
