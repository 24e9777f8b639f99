import { inZone } from '#server/modules/shared/time';
import { formatPrice } from '#server/modules/shared/money';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '#src/lib/trpc';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { pricingFor } from '#content/pricing';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CheckList, ContentSection, StepList } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import contentClasses from '#src/components/content/content.module.css';

const breadcrumbs = [{ name: 'Value Engineering', path: '/value-engineering' }];

export const Route = createFileRoute('/_site/value-engineering/')({
  // The staff-edited copy and the proof figures in one call; the head's words come from here too
  // (split with the component), not from every page's first download (decision 044).
  loader: async ({ context }): Promise<{ meta: PageMeta }> => {
    await context.queryClient.ensureQueryData(context.trpc.valueEngineering.page.queryOptions());
    const savings = context.business.pricing.typicalSavings.label;
    return {
      meta: {
        title: `Value Engineering: Save ${savings} on a Monument`,
        description: `How value engineering typically saves families ${savings} on a monument without cutting quality, and our guarantee that your final price comes in below the package price.`,
        breadcrumbs,
      },
    };
  },
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: ValueEngineeringPage,
});

function ValueEngineeringPage() {
  const { typicalSavings, valueEngineering } = pricingFor(useBusiness());
  const trpc = useTRPC();
  const {
    data: { content, proof },
  } = useSuspenseQuery(trpc.valueEngineering.page.queryOptions());
  return (
    <>
      <PageHero eyebrow="Value engineering" title={content.heroTitle} breadcrumbs={breadcrumbs} lead={content.lead}>
        <Group gap="sm">
          <Button component={Link} to="/value-engineering/packages" size="md">
            See the packages
          </Button>
          <Button component={Link} to="/contact-us" variant="light" size="md">
            Talk with us
          </Button>
        </Group>
      </PageHero>

      <ContentSection id="what" title={content.whatTitle}>
        {/* Sanitized by the server when saved and when read (allowlist: paragraphs, emphasis, lists, links). */}
        <div className={contentClasses.prose} dangerouslySetInnerHTML={{ __html: content.whatHtml }} />
      </ContentSection>

      <ContentSection
        id="how"
        title={`How it saves ${typicalSavings.label}`}
        tinted
        intro="Five places where a careful look finds real savings, without changing what you see or how long it lasts."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {valueEngineering.levers.map((lever) => (
            <Paper key={lever.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb={6}>
                {lever.title}
              </Title>
              <Text>{lever.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="quality" title="What we never cut">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <CheckList items={valueEngineering.neverCut} />
          <Paper radius="lg" p="lg" bg="brand.0" withBorder component="aside" aria-labelledby="guarantee-title">
            <Stack gap="xs">
              <Title order={3} size="h4" id="guarantee-title">
                {content.guaranteeTitle}
              </Title>
              <div className={contentClasses.prose} dangerouslySetInnerHTML={{ __html: content.guaranteeHtml }} />
              <GuaranteeRecord proof={proof} />
            </Stack>
          </Paper>
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="process" title="How it works, step by step" tinted>
        <StepList steps={valueEngineering.process} />
        <Group>
          <Button component={Link} to="/value-engineering/packages" size="md">
            Choose a package
          </Button>
          <Button component={Link} to="/pricing" variant="light" size="md">
            How pricing works
          </Button>
        </Group>
      </ContentSection>

      {content.faq.length > 0 && (
        <ContentSection id="questions" title={content.faqTitle}>
          <Stack gap="lg">
            {content.faq.map((item) => (
              <div key={item.question}>
                <Title order={3} size="h4" mb={6}>
                  {item.question}
                </Title>
                <div className={contentClasses.prose} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </div>
            ))}
          </Stack>
        </ContentSection>
      )}

      <CallToAction />
    </>
  );
}

type Proof = {
  kept: number;
  count: number;
  averageSavingPercent: number;
  averageSavingCents: number;
  computedAt: string;
};

/**
 * The guarantee's record from the data, once enough packages are closed with a final price;
 * until then only what the specification says ("typically 15-25%"). Nothing here is invented.
 */
function GuaranteeRecord({ proof }: { proof: Proof | null }) {
  const business = useBusiness();
  const { typicalSavings } = pricingFor(business);
  if (!proof) {
    return (
      <Text data-testid="ve-typical">
        Value engineering typically saves families {typicalSavings.label} below the package price.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="ve-proof">
      <Text fz="lg" fw={700}>
        Guarantee kept on {proof.kept} of {proof.count}
      </Text>
      <Text>
        Across the {proof.count} packages we have closed with a final price, the average saving below the package price
        was <strong>{proof.averageSavingPercent.toFixed(1)}%</strong> (about {formatPrice(proof.averageSavingCents)}).
      </Text>
      <Text size="sm">Computed from our own records on {inZone(business.timeZone).longDate(proof.computedAt)}.</Text>
    </Stack>
  );
}
