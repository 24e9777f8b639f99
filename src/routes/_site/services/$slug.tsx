import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { findService, services } from '#content/services';
import { serviceGallery, servicePages } from '#content/service-pages';
import { galleryCopy } from '#content/gallery';
import { CATEGORY_SLUGS } from '#server/modules/gallery/gallery-categories';
import { GalleryItemCard } from '#src/features/gallery/item-card';
import { faqFor } from '#content/faq';
import { pageHead, staticPreview } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection, StepList } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import { serviceIllustration } from '#src/features/services/service-card';
import contentClasses from '#src/components/content/content.module.css';

export const Route = createFileRoute('/_site/services/$slug')({
  // Loader and page share one lazy chunk, so the copy of the service pages never weighs on other pages.
  codeSplitGroupings: [['loader', 'component']],
  // Plain components only: no Mantine, no React Query at first load (decision 043).
  staticData: { light: true },
  // The copy is part of the page's code; the loader refuses unknown slugs and hands the head its facts.
  // One call for the pictures of the work (the gallery's photos of that kind), sent with the page.
  loader: async ({ params, context }) => {
    const service = findService(params.slug);
    if (!service) throw notFound();
    const photos = await context.api.gallery.about({ ...serviceGallery[service.slug], limit: 4 });
    return { name: service.name, description: servicePages[service.slug].description, photos };
  },
  head: ({
    match: {
      context: { business },
    },
    match,
    params,
    loaderData,
  }) => {
    if (!loaderData) return {};
    const siteUrl = match.context.siteUrl;
    const path = `/services/${params.slug}`;
    return pageHead(match, {
      title: loaderData.name,
      description: loaderData.description,
      image: staticPreview(`/images/previews/service-${params.slug}.jpg`),
      breadcrumbs: [
        { name: 'Services', path: '/services' },
        { name: loaderData.name, path },
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: loaderData.name,
          serviceType: loaderData.name,
          description: loaderData.description,
          url: `${siteUrl}${path}`,
          provider: { '@id': `${siteUrl}/#organization` },
          areaServed: business.serviceArea.primaryStates.map((name) => ({ '@type': 'State', name })),
        },
      ],
    });
  },
  component: ServicePage,
});

function ServicePage() {
  const business = useBusiness();
  const { faqArticles } = faqFor(business);
  const { slug } = Route.useParams();
  // The loader has already refused unknown slugs.
  const service = findService(slug)!;
  const page = servicePages[service.slug];
  const breadcrumbs = [
    { name: 'Services', path: '/services' },
    { name: service.name, path: `/services/${service.slug}` },
  ];
  const related = page.related.map((relatedSlug) => findService(relatedSlug)!);
  const { photos } = Route.useLoaderData();
  const gallery = serviceGallery[service.slug];
  const galleryName = galleryCopy[gallery.category].name;

  return (
    <>
      <PageHero
        eyebrow="Our services"
        title={service.name}
        lead={page.lead}
        breadcrumbs={breadcrumbs}
        picture={serviceIllustration(service.slug)}
      >
        <Group gap="sm">
          <Button component={Link} to="/book" size="md">
            Book a consultation
          </Button>
          <Button component="a" href={business.offices[0]!.phoneHref} variant="light" size="md">
            Call {business.offices[0]!.phone}
          </Button>
        </Group>
      </PageHero>

      <ContentSection id="about" title={`About ${service.name.toLowerCase()}`}>
        <div className={contentClasses.prose}>
          {page.about.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>

      {photos.items.length > 0 && (
        <ContentSection id="our-work" title="Some of our work" tinted>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
            {photos.items.map((item) => (
              <GalleryItemCard key={item.id} item={item} headingLevel="h3" />
            ))}
          </SimpleGrid>
          <Text>
            <Anchor
              underline="always"
              fw={600}
              component={Link}
              to="/gallery/$category"
              params={{ category: CATEGORY_SLUGS[gallery.category] }}
            >
              See all {photos.total} photos in {galleryName} in our gallery
            </Anchor>
          </Text>
        </ContentSection>
      )}

      <ContentSection id="how-it-works" title="How it works">
        <StepList steps={page.steps} />
      </ContentSection>

      <ContentSection id="included" title="What is included" tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <CheckList items={page.included} />
          <Paper withBorder p="lg" radius="lg" bg="brand.0" component="aside" aria-labelledby="turnaround-title">
            <Stack gap="xs">
              <Title order={3} size="h4" id="turnaround-title">
                Typical turnaround
              </Title>
              <Text fw={600}>{page.turnaround.summary}</Text>
              <Text>{page.turnaround.detail}</Text>
            </Stack>
          </Paper>
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="options" title={page.options.heading}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {page.options.items.map((option) => (
            <Paper key={option.name} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb={6}>
                {option.name}
              </Title>
              <Text>{option.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="questions" title="Questions families ask" tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {page.faqs.map((faqSlug) => {
            const article = faqArticles[faqSlug];
            return (
              <Link key={faqSlug} to="/faq/$slug" params={{ slug: faqSlug }} className={contentClasses.linkCard}>
                <Text component="span" className={contentClasses.linkCardTitle} display="block" mb={6}>
                  {article.question}
                </Text>
                <Text component="span" display="block">
                  {article.description}
                </Text>
              </Link>
            );
          })}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="related" title="Related services">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {related.map((other) => (
            <Link
              key={other.slug}
              to="/services/$slug"
              params={{ slug: other.slug }}
              className={contentClasses.linkCard}
            >
              <Text component="span" className={contentClasses.linkCardTitle} display="block" mb={6}>
                {other.name}
              </Text>
              <Text component="span" display="block">
                {other.summary}
              </Text>
            </Link>
          ))}
        </SimpleGrid>
        <Text>
          <Anchor underline="always" component={Link} to="/services" activeOptions={{ exact: true }} fw={600}>
            See all {services.length} services
          </Anchor>
        </Text>
      </ContentSection>

      <CallToAction
        title={`Talk with us about ${service.name.toLowerCase()}`}
        text={`Call either office, ${business.hours.label}, or send us a message. We will answer your questions and, if you wish, give you a written quote.`}
      />
    </>
  );
}
