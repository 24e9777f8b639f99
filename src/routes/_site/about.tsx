import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { companyStoryFor, companyValues } from '#content/company';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { ContentSection } from '#src/components/content/content-section';
import { StatsBand } from '#src/components/content/stats-band';
import { OfficeCards } from '#src/components/content/office-cards';
import { CallToAction } from '#src/components/content/call-to-action';
import contentClasses from '#src/components/content/content.module.css';
import classes from '#src/features/company/company.module.css';

const breadcrumbs = [{ name: 'About', path: '/about' }];

export const Route = createFileRoute('/_site/about')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business, siteUrl } }): { meta: PageMeta } => ({
    meta: {
      title: `About Us: A Family Monument Company Since ${business.foundedYear}`,
      description: `The story of ${business.name}: a family-owned monument company serving Oklahoma and Texas since ${business.foundedYear}, with offices in Ada, Oklahoma and Wylie, Texas.`,
      breadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: `About ${business.name}`,
          about: { '@id': `${siteUrl}/#organization` },
        },
      ],
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: AboutPage,
});

function AboutPage() {
  const business = useBusiness();
  const { companyStory, milestones } = companyStoryFor(business);
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title={`A Family Business Since ${business.foundedYear}`}
        breadcrumbs={breadcrumbs}
        lead={companyStory.lead}
      >
        <Group gap="sm">
          <Button component={Link} to="/staff" size="md">
            Meet our staff
          </Button>
          <Button component={Link} to="/testimonials" variant="light" size="md">
            What families say
          </Button>
        </Group>
      </PageHero>

      <ContentSection id="story" title="Our story">
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }} className={contentClasses.prose}>
            {companyStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Title order={3} size="h4" mb="md">
              Milestones
            </Title>
            <ol className={classes.timeline}>
              {milestones.map((milestone) => (
                <li key={milestone.year}>
                  <span className={classes.year}>{milestone.year}</span>
                  {milestone.text}
                </li>
              ))}
            </ol>
          </Grid.Col>
        </Grid>
      </ContentSection>

      <ContentSection id="numbers" title="By the numbers" tinted>
        <StatsBand />
      </ContentSection>

      <ContentSection id="values" title="What we believe">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {companyValues.map((value) => (
            <Paper key={value.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb={6}>
                {value.title}
              </Title>
              <Text>{value.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="offices"
        title="Visit us"
        tinted
        intro="Two offices, one family. Please call ahead so a designer can set time aside for you."
      >
        <OfficeCards />
      </ContentSection>

      <CallToAction />
    </>
  );
}
