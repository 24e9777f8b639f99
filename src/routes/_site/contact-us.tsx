import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Grid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { ContactForm } from '#src/features/leads/contact-form';
import { OfficeCards } from '#src/components/content/office-cards';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { TerritoryMap } from '#src/features/service-area/territory-map';
import classes from '#src/features/service-area/service-area.module.css';

const trail = [{ name: 'Contact Us', path: '/contact-us' }];

export const Route = createFileRoute('/_site/contact-us')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business, siteUrl } }): { meta: PageMeta } => ({
    meta: {
      title: 'Contact Us: Ada, Oklahoma and Wylie, Texas',
      description: `Call or write to ${business.name}: our Ada, Oklahoma workshop and Wylie, Texas sales office are open ${business.hours.label}. Send us a message and we reply within one business day.`,
      breadcrumbs: trail,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: 'Contact Us',
          url: `${siteUrl}/contact-us`,
          about: { '@id': `${siteUrl}/#organization` },
        },
      ],
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: ContactPage,
});

function ContactPage() {
  const business = useBusiness();
  return (
    <>
      <div className={classes.pageIntro}>
        <Container size="xl">
          <PageBreadcrumbs trail={trail} />
          <Title order={1}>Contact Us</Title>
          <Text size="lg" mt="sm" maw={720}>
            Whether you are planning ahead, need a final date added, or just have a question, we are glad to help. Call
            either office, visit us, or send a message below.
          </Text>
        </Container>
      </div>
      <Container size="xl" py={48}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <section className={classes.formBox} aria-labelledby="contact-form-title">
              <Title order={2} id="contact-form-title" mb="xs">
                Send Us a Message
              </Title>
              <Text mb="lg">
                We reply within one business day. Only your name, a way to reach you and your message are needed.
              </Text>
              <ContactForm sourcePage="/contact-us" />
            </section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Title order={2}>Our Offices</Title>
              <OfficeCards headingOrder={3} stacked />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <Container size="xl" pb={48} component="section" aria-labelledby="contact-area-title">
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Title order={2} id="contact-area-title">
              Where We Serve
            </Title>
            <Text mt="sm">
              We install memorials across {business.serviceArea.summary}. See every county and town we serve in our{' '}
              <Anchor component={Link} to="/service-area-directory" underline="always">
                service area directory
              </Anchor>
              .
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TerritoryMap />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
