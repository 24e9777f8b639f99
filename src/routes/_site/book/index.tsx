import { spokenTimeZone } from '#server/modules/settings/settings.choices';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { PageHero } from '#src/components/content/page-hero';
import { directionsUrl } from '#src/components/content/office-cards';
import { useBusiness } from '#src/lib/business';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { whatToBring } from '#server/modules/bookings/bookings.choices';

const breadcrumbs = [{ name: 'Book a Consultation', path: '/book' }];

export const Route = createFileRoute('/_site/book/')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business } }): { meta: PageMeta } => {
    return {
      meta: {
        title: 'Book a Consultation',
        description: `Book a free, no-obligation memorial consultation at ${business.name} in Ada, Oklahoma or Wylie, Texas. About an hour, ${business.hours.label} Central Time.`,
        breadcrumbs,
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: BookPage,
});

function BookPage() {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Consultations"
        title="Book a Consultation"
        breadcrumbs={breadcrumbs}
        lead="Sit down with our family to talk about the memorial you have in mind. Choose the office that suits you, then a time: it takes less than a minute."
      />
      <Container size="lg" py={40}>
        <Stack gap={48}>
          <section aria-labelledby="choose-office">
            <Title order={2} id="choose-office" mb="md">
              Choose an office
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {business.offices.map((office) => (
                <Paper
                  key={office.id}
                  withBorder
                  p="lg"
                  radius="lg"
                  component="section"
                  aria-labelledby={`book-${office.id}`}
                >
                  <Stack gap={6}>
                    <Title order={3} size="h4" id={`book-${office.id}`}>
                      {office.name}
                    </Title>
                    <Text c="dimmed">{office.role}</Text>
                    <Text component="address" fs="normal">
                      {office.street}
                      <br />
                      {office.city}, {office.region} {office.postalCode}
                    </Text>
                    <Text>
                      {business.hours.label} ({spokenTimeZone(business.timeZone)})
                    </Text>
                    <Anchor href={office.phoneHref} underline="always">
                      Call {office.phone}
                    </Anchor>
                    <Anchor href={directionsUrl(office)} target="_blank" rel="noopener noreferrer" underline="always">
                      Map and directions to {office.city}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </Anchor>
                    <Button component={Link} to={`/book/${office.id}`} size="md" mt="sm" w="fit-content">
                      Book in {office.city}
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <section aria-labelledby="what-is">
              <Title order={2} id="what-is" mb="sm">
                What a consultation is
              </Title>
              <Stack gap="sm">
                <Text>
                  A quiet conversation with one of our family at the office: what you would like the memorial to say,
                  the granite, shapes and sizes that suit the cemetery, the lettering and artwork, and what it will
                  cost. You can see finished pieces and samples, and leave with a written estimate if you wish.
                </Text>
                <Text>
                  It takes about an hour. There is no cost and no obligation, and you are welcome to bring family
                  members along.
                </Text>
              </Stack>
            </section>
            <section aria-labelledby="what-to-bring">
              <Title order={2} id="what-to-bring" mb="sm">
                What to bring
              </Title>
              <List spacing="xs">
                {whatToBring.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Text mt="sm">None of it is required: we can help you find what is missing.</Text>
            </section>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
