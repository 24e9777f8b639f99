import { createFileRoute } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { staff } from '#content/company';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { PageHero } from '#src/components/content/page-hero';
import { CallToAction } from '#src/components/content/call-to-action';
import { StaffCard } from '#src/features/company/staff-card';

const breadcrumbs = [
  { name: 'About', path: '/about' },
  { name: 'Our Staff', path: '/staff' },
];

export const Route = createFileRoute('/_site/staff')({
  // The head's words come from the loader (split with the component), not from every page's
  // first download (decision 044).
  loader: ({ context: { business } }): { meta: PageMeta } => ({
    meta: {
      title: 'Our Staff',
      description: `Meet the people of ${business.name}: the designers, craftsmen and installers who make and set every memorial from Ada, Oklahoma and Wylie, Texas.`,
      breadcrumbs,
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: StaffPage,
});

function StaffPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Meet Our Staff"
        breadcrumbs={breadcrumbs}
        lead="A small team, most of us family. The people you talk to are the people who design, make and set your memorial."
      />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {staff.map((member) => (
            <StaffCard key={member.name} member={member} />
          ))}
        </SimpleGrid>
      </Container>
      <CallToAction />
    </>
  );
}
