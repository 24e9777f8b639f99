import { Anchor, Group, List, Stack, Text } from '@mantine/core';

/** The cemetery the family chose for the design, as checked on the server when it went into the basket (decision 280). */
export interface FamilyDesignCemetery {
  slug: string | null;
  name: string;
  town: string | null;
  state: string | null;
  section: string | null;
  findings: { message: string }[];
  notes: string[];
  confirmation: string | null;
}

/** What a quote request's or a booking's item keeps of a design the family made in the design playground. */
export interface FamilyDesignSnapshot {
  reference: string;
  svg: string;
  description: string;
  range: string | null;
  /** Absent in older snapshots and when the family chose no cemetery. */
  cemetery?: FamilyDesignCemetery | null;
}

/**
 * The drawing as an image address. The SVG is only ever shown through <img> (a picture: no
 * script in it runs, nothing it names is fetched), never written into the page as markup.
 */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The design's own page and its files, as the design playground serves them. */
export function familyDesignLinks(reference: string) {
  const page = `/ai-tools/design-playground/${encodeURIComponent(reference)}`;
  return { page, sheet: `${page}/design-sheet.pdf`, picture: `${page}/design.png` };
}

/**
 * A family's design for staff: the drawing, the design in words, the estimate they saw, and
 * links to the design sheet, the picture and the design's page (it opens exactly as they saved it).
 */
export function FamilyDesign({ design }: { design: FamilyDesignSnapshot }) {
  const links = familyDesignLinks(design.reference);
  return (
    <Stack gap={6} data-testid="family-design">
      <img
        src={svgDataUrl(design.svg)}
        alt={`Drawing of the family's design ${design.reference}`}
        style={{
          display: 'block',
          width: '100%',
          maxWidth: 420,
          height: 'auto',
          background: '#fff',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
        }}
      />
      <Text size="sm">{design.description}</Text>
      <Text size="sm">
        {design.range
          ? `Estimate the family saw: ${design.range}`
          : 'The family saw no estimate for this design (the price list could not price it).'}
      </Text>
      {design.cemetery && <DesignCemetery cemetery={design.cemetery} />}
      <Group gap="md">
        <Anchor href={links.sheet} size="sm">
          Design sheet (PDF)
        </Anchor>
        <Anchor href={links.picture} size="sm">
          Picture (PNG)
        </Anchor>
        <Anchor href={links.page} size="sm" target="_blank" rel="noopener">
          Open the design
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Where the family said the stone goes, and each rule of that cemetery the design breaks, in the family's words. */
function DesignCemetery({ cemetery }: { cemetery: FamilyDesignCemetery }) {
  const place = [cemetery.town, cemetery.state].filter(Boolean).join(', ');
  const name = `${cemetery.name}${cemetery.section && !/^whole cemetery$/i.test(cemetery.section) ? `, ${cemetery.section}` : ''}`;
  return (
    <Stack gap={2} data-testid="family-design-cemetery">
      <Text size="sm" fw={600}>
        Cemetery: {name}
        {place ? ` (${place})` : ''}
      </Text>
      {cemetery.slug === null ? (
        <Text size="sm" c="dimmed">
          Nothing was checked: we have no confirmed rules for this cemetery. Please ask the cemetery for them.
        </Text>
      ) : cemetery.findings.length > 0 ? (
        <>
          <Text size="sm" c="orange.9">
            The design breaks{' '}
            {cemetery.findings.length === 1 ? 'one of its rules' : `${cemetery.findings.length} of its rules`}:
          </Text>
          <List size="sm" spacing={2}>
            {cemetery.findings.map((finding) => (
              <List.Item key={finding.message}>{finding.message}</List.Item>
            ))}
          </List>
        </>
      ) : cemetery.confirmation ? (
        <Text size="sm">Fits the cemetery’s rules. {cemetery.confirmation}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          The family did not choose a section, so nothing was checked. Please ask which section.
        </Text>
      )}
      {cemetery.notes.length > 0 && (
        <Text size="sm" c="dimmed">
          {cemetery.notes.join(' ')}
        </Text>
      )}
    </Stack>
  );
}
