import { Link } from '@tanstack/react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import type { RouterOutputs } from '#src/lib/trpc';
import { findService, services, type ServiceSummary } from '#content/services';
import { serviceGallery, servicePages, type ServicePage as ServicePageCopy } from '#content/service-pages';
import { galleryCopy } from '#content/gallery';
import { CATEGORY_SLUGS, type GalleryCategory } from '#server/modules/gallery/gallery-categories';
import { GalleryItemCard } from '#src/features/gallery/item-card';
import { faqFor, type Faq } from '#content/faq';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection, StepList } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import contentClasses from '#src/components/content/content.module.css';
import { serviceIllustration } from './service-card';

type Photos = RouterOutputs['gallery']['about'];

/** /services/{slug}: one service, what it is, photos of the work, how it works, options, questions, related services. */
export function ServicePage({ slug, photos }: { slug: string; photos: Photos }) {
  const business = useBusiness();
  const { faqArticles } = faqFor(business);
  // The loader has already refused unknown slugs.
  const service = findService(slug)!;
  const page = servicePages[service.slug];
  const breadcrumbs = [
    { name: 'Services', path: '/services' },
    { name: service.name, path: `/services/${service.slug}` },
  ];
  const related = page.related.map((relatedSlug) => findService(relatedSlug)!);
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

      {photos.items.length > 0 && <OurWork photos={photos} category={gallery.category} galleryName={galleryName} />}

      <ContentSection id="how-it-works" title="How it works">
        <StepList steps={page.steps} />
      </ContentSection>

      <IncludedAndTurnaround page={page} />

      <ServiceOptions options={page.options} />

      <ServiceQuestions faqs={page.faqs} faqArticles={faqArticles} />

      <RelatedServices related={related} />

      <CallToAction
        title={`Talk with us about ${service.name.toLowerCase()}`}
        text={`Call either office, ${business.hours.label}, or send us a message. We will answer your questions and, if you wish, give you a written quote.`}
      />
    </>
  );
}

/** A few photos of this kind of work, and the way to all of them in the gallery. */
function OurWork({
  photos,
  category,
  galleryName,
}: {
  photos: Photos;
  category: GalleryCategory;
  galleryName: string;
}) {
  return (
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
          params={{ category: CATEGORY_SLUGS[category] }}
        >
          See all {photos.total} photos in {galleryName} in our gallery
        </Anchor>
      </Text>
    </ContentSection>
  );
}

/** What the service includes, with its typical turnaround beside it. */
function IncludedAndTurnaround({ page }: { page: ServicePageCopy }) {
  return (
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
  );
}

/** The choices within the service, one card each. */
function ServiceOptions({ options }: { options: ServicePageCopy['options'] }) {
  return (
    <ContentSection id="options" title={options.heading}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {options.items.map((option) => (
          <Paper key={option.name} withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb={6}>
              {option.name}
            </Title>
            <Text>{option.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </ContentSection>
  );
}

/** The FAQ articles families read about this service, one card each. */
function ServiceQuestions({ faqs, faqArticles }: { faqs: ServicePageCopy['faqs']; faqArticles: Faq['faqArticles'] }) {
  return (
    <ContentSection id="questions" title="Questions families ask" tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {faqs.map((faqSlug) => {
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
  );
}

/** The services close to this one, and the way to all of them. */
function RelatedServices({ related }: { related: ServiceSummary[] }) {
  return (
    <ContentSection id="related" title="Related services">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {related.map((other) => (
          <Link key={other.slug} to="/services/$slug" params={{ slug: other.slug }} className={contentClasses.linkCard}>
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
  );
}
