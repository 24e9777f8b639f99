import { longCalendarDay } from '#content/format';
import { createFileRoute } from '@tanstack/react-router';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { privacyFor, privacyUpdated } from '#content/privacy';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { ContentSection } from '#src/components/content/content-section';
import contentClasses from '#src/components/content/content.module.css';

const breadcrumbs = [{ name: 'Privacy notice', path: '/privacy' }];
const updated = longCalendarDay(privacyUpdated);

export const Route = createFileRoute('/_site/privacy')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business } }): { meta: PageMeta } => ({
    meta: {
      title: 'Privacy Notice',
      description: `What ${business.name} keeps when you contact us or ask for an estimate or quote, why, who sees it, how long we keep it and how to have it deleted.`,
      breadcrumbs,
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: PrivacyPage,
});

function PrivacyPage() {
  const business = useBusiness();
  const { privacyLead, privacySections } = privacyFor(business);
  return (
    <>
      <PageHero eyebrow="Your privacy" title="Privacy Notice" breadcrumbs={breadcrumbs} lead={privacyLead}>
        <Text size="sm">Last updated {updated}.</Text>
      </PageHero>

      {privacySections.map((section, index) => (
        <ContentSection key={section.id} id={section.id} title={section.title} tinted={index % 2 === 1}>
          <Stack gap="md" className={contentClasses.prose} maw={760}>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.items?.map((item) => (
              <div key={item.title}>
                <Title order={3} size="h4" mb={4}>
                  {item.title}
                </Title>
                <p>{item.text}</p>
              </div>
            ))}
          </Stack>
        </ContentSection>
      ))}

      <ContentSection id="contact" title="How to reach us">
        <Text mb="md" maw={760}>
          Email <Anchor href={`mailto:${business.email}`}>{business.email}</Anchor>, or call or write to either office.
          A person answers, {business.hours.label}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {business.offices.map((office) => (
            <Paper key={office.id} withBorder p="lg" radius="md" component="address" style={{ fontStyle: 'normal' }}>
              <Text fw={700}>
                {business.name}, {office.name}
              </Text>
              <Text>{office.street}</Text>
              <Text>
                {office.city}, {office.region} {office.postalCode}
              </Text>
              <Anchor href={office.phoneHref} fw={600}>
                {office.phone}
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>
    </>
  );
}
