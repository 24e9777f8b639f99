import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Container, List, Paper, Stack, Text, Title } from '#src/components/plain';
import { Grid } from '#src/components/layout/responsive-grid';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { useBusiness } from '#src/lib/business';
import { PageHero } from '#src/components/content/page-hero';
import { OfficePhones } from '#src/components/content/office-phones';
import { ExpertConversation } from '#src/features/monument-expert/expert-conversation';
import { askFromAddress } from '#src/features/monument-expert/ask-from-address';
import { parseExpertSearch } from '#server/modules/monument-expert/monument-expert.search';

const breadcrumbs = [
  { name: 'AI Tools', path: '/ai-tools' },
  { name: 'Monument Expert', path: '/ai-tools/monument-expert' },
];

export const Route = createFileRoute('/_site/ai-tools/monument-expert')({
  // Plain components only: Mantine and React Query load with the call-back form (decision 229).
  staticData: { light: true },
  // `?question=` is what the page's plain form sends; the server answers it into the page.
  validateSearch: parseExpertSearch,
  loaderDeps: ({ search }) => ({ question: search.question }),
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044). A question in the address is answered while the server
  // renders; in the browser the page asks it itself (it is never a GET to the API).
  loader: async ({ context: { siteUrl, api }, deps: { question } }) => ({
    asked: question && import.meta.env.SSR ? await askFromAddress(api, question) : null,
    meta: {
      title: 'Ask Our Monument Expert',
      description:
        'Questions about headstones answered from our own pages: sizes, granite, cemetery rules, how long it takes, installation, adding a final date, cleaning and prices from our calculator, with links to where each answer comes from.',
      breadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: 'Ask Our Monument Expert',
          url: `${siteUrl}/ai-tools/monument-expert`,
          about: { '@id': `${siteUrl}/#organization` },
        },
      ],
    } satisfies PageMeta,
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: MonumentExpertPage,
});

function MonumentExpertPage() {
  const business = useBusiness();
  const { asked } = Route.useLoaderData();
  const { question } = Route.useSearch();
  return (
    <>
      <PageHero
        eyebrow="AI Tools"
        title="Ask Our Monument Expert"
        breadcrumbs={breadcrumbs}
        lead="Ask what families ask us every day, in your own words. Every answer comes from our own pages and prices, with links so you can read more."
      />
      <Container size="lg" py={40}>
        <Grid gap={{ base: 'xl', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ExpertConversation addressQuestion={question} asked={asked} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" component="aside" aria-label="About the monument expert">
              <Paper withBorder p="lg">
                <Title order={2} size="h4" mb="xs">
                  What it does
                </Title>
                <List spacing={6} size="sm">
                  <List.Item>Answers from our FAQ, service pages, guides, packages and business facts.</List.Item>
                  <List.Item>Gives prices only from our price calculator and our packages.</List.Item>
                  <List.Item>Links every answer to the page it comes from.</List.Item>
                </List>
                <Title order={2} size="h4" mt="md" mb="xs">
                  What it does not do
                </Title>
                <List spacing={6} size="sm">
                  <List.Item>It cannot see your order, your proof or the cemetery’s records.</List.Item>
                  <List.Item>It does not guess: when our pages do not answer, it says so.</List.Item>
                  <List.Item>It does not keep your questions, unless you ask us to call you back.</List.Item>
                </List>
              </Paper>
              <Paper withBorder p="lg">
                <Title order={2} size="h4" mb="xs">
                  Rather talk to a person?
                </Title>
                <Text size="sm" mb="sm">
                  We are open {business.hours.label}.
                </Text>
                <OfficePhones />
                <Text size="sm" mt="sm">
                  Or{' '}
                  <Anchor component={Link} to="/book" underline="always">
                    book a consultation
                  </Anchor>{' '}
                  at either office.
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
