import { Anchor, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '#src/components/plain';
import { PageHero } from '#src/components/content/page-hero';
import { ContentSection } from '#src/components/content/content-section';
import { CallToAction } from '#src/components/content/call-to-action';
import type { RouterOutputs } from '#src/lib/trpc';

export type CemeteryPageData = RouterOutputs['cemeteries']['page'];
type Section = CemeteryPageData['sections'][number];

/** "Pontotoc County" from what staff typed ("Pontotoc" or "Pontotoc County"). */
const countyWords = (county: string) =>
  !county ? '' : /\b(county|parish|borough)$/i.test(county) ? county : `${county} County`;

/**
 * Where the stone goes, as the design playground and the calculator read it: the cemetery's slug
 * and the section by name (section ids change on undo), percent-encoded ("Section%20B", not the
 * form encoding's "+", which the router's address reading keeps as a plus).
 */
const toolLink = (path: string, cemetery: CemeteryPageData, section: Section) =>
  `${path}?cemetery=${encodeURIComponent(cemetery.slug)}&section=${encodeURIComponent(section.name)}`;

const isWhole = (section: Section) => /^whole cemetery$/i.test(section.name.trim());

/** One confirmed section: what it allows, what to know, when it was confirmed, and the tools with its rules. */
function SectionRules({ cemetery, section, index }: { cemetery: CemeteryPageData; section: Section; index: number }) {
  // One set of rules is "this cemetery"; with several, the section (named for screen readers, which may list the links alone).
  const which = cemetery.sections.length === 1 || isWhole(section) ? 'this cemetery' : 'this section';
  const named = which === 'this section' ? <VisuallyHidden> ({section.name})</VisuallyHidden> : null;
  const headingId = `section-${index + 1}-title`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} id={headingId}>
          {isWhole(section) ? 'The whole cemetery' : section.name}
        </Title>
        {section.notes ? <Text>{section.notes}</Text> : null}
        <Stack gap={6}>
          <Title order={4} size="h5">
            What it allows
          </Title>
          <List spacing={4}>
            {section.allows.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap={6}>
          <Title order={4} size="h5">
            What to know
          </Title>
          <List spacing={4}>
            {section.whatToKnow.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="dimmed">
          {section.confirmation}
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={toolLink('/ai-tools/design-playground', cemetery, section)}
            className="wrapping-button"
          >
            Design a monument for {which}
            {named}
          </Button>
          <Anchor href={toolLink('/calculator', cemetery, section)} underline="always" fw={600}>
            Price a monument for {which}
            {named}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The cemetery office's phone, website and hours, when staff know them. */
function CemeteryContact({ cemetery }: { cemetery: CemeteryPageData }) {
  if (!cemetery.phone && !cemetery.website && !cemetery.officeHours) return null;
  return (
    <ContentSection id="contact" title="The cemetery office" tinted>
      <Stack gap="xs">
        {cemetery.phone ? (
          <Text>
            Phone:{' '}
            <Anchor href={`tel:${cemetery.phone.replace(/[^\d+]/g, '')}`} underline="always" fw={600}>
              {cemetery.phone}
            </Anchor>
          </Text>
        ) : null}
        {cemetery.website ? (
          <Text>
            Website:{' '}
            <Anchor href={cemetery.website} rel="noopener noreferrer" target="_blank" underline="always">
              {cemetery.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            </Anchor>
          </Text>
        ) : null}
        {cemetery.officeHours ? <Text>Office hours: {cemetery.officeHours}</Text> : null}
      </Stack>
    </ContentSection>
  );
}

/** /service-area-directory/{state}/{cemetery}: a cemetery we serve and its confirmed rules (decision 271). */
export function CemeteryPage({ cemetery }: { cemetery: CemeteryPageData }) {
  const place = [cemetery.town, countyWords(cemetery.county), cemetery.stateName].filter(Boolean).join(', ');
  const trail = [
    { name: 'Service Area', path: '/service-area-directory' },
    { name: cemetery.name, path: cemetery.path },
  ];
  return (
    <>
      <PageHero
        eyebrow="Cemetery rules"
        title={cemetery.name}
        breadcrumbs={trail}
        lead={`${place}. What the cemetery allows for headstones and markers, as we confirmed it with the cemetery, so you can choose a memorial that will be approved.`}
      />
      <ContentSection
        id="rules"
        title={cemetery.sections.length > 1 ? 'The rules, section by section' : 'The rules'}
        intro="Cemeteries change their rules from time to time. We check them again with the cemetery office before anything is ordered, so you never pay for a memorial the cemetery would turn away."
      >
        <Stack gap="lg">
          {cemetery.sections.map((section, index) => (
            <SectionRules key={section.name} cemetery={cemetery} section={section} index={index} />
          ))}
        </Stack>
      </ContentSection>
      <CemeteryContact cemetery={cemetery} />
      <CallToAction
        title="Not sure what fits?"
        text={`We set memorials at ${cemetery.name} and can look at the rules with you. Call either office or send us a message, and we will help you choose something the cemetery will approve.`}
      />
    </>
  );
}
