import { Link } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SECTION_LABELS } from '#server/modules/calculator/calculator.choices';
import { useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { RecentEstimates } from '#src/features/price-calculator/recent-estimates-admin';
import { CalculatorNav, CALCULATOR_SCREENS } from './calculator-nav';
import { PublishDraftForm } from './publish-draft-form';
import { PublishImpact } from './publish-impact';
import { PublishedVersions } from './published-versions';
import { useStaffTime } from '#src/lib/staff-time';
import { counted } from '#server/modules/shared/plural';

type Overview = RouterOutputs['admin']['calculator']['overview'];

const SECTION_SCREEN: Record<keyof typeof SECTION_LABELS, string> = {
  colors: '/admin/calculator/colors',
  factors: '/admin/calculator/pricing-factors',
  calculations: '/admin/calculator/calculations',
  partTypes: '/admin/calculator/part-types',
  lookups: '/admin/calculator/lookups',
  lineItems: '/admin/calculator/line-items',
  addons: '/admin/calculator/addons',
  foundations: '/admin/calculator/foundations',
  templates: '/admin/calculator/templates',
};

/** /admin/calculator: the draft beside what families see, what publishing would change, history. */
export function CalculatorOverviewScreen() {
  const dates = useStaffTime();
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '—');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.admin.calculator.overview.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.calculator.pathKey() });

  return (
    <Stack gap="lg">
      <CalculatorNav />
      <div>
        <Title order={1} size="h2">
          Price calculator
        </Title>
        <Text c="dimmed" maw={760}>
          You change prices in a draft. Families keep seeing the published prices until you publish the draft here.
        </Text>
      </div>

      <DraftAndPublished data={data} when={when} />

      {data.draft.problems.length > 0 && (
        <Alert color="red" title="The draft cannot be published yet">
          <List size="sm">
            {data.draft.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <PublishImpact impact={data.impact} />

      <PublishDraftForm
        revision={data.draft.revision}
        blocked={data.draft.problems.length > 0}
        impactSummary={data.impactSummary}
        refresh={refresh}
      />

      {data.unpublishedChanges.length > 0 && (
        <section aria-labelledby="changes-heading">
          <Title order={2} size="h3" id="changes-heading">
            Changes since the last publish
          </Title>
          <List size="sm">
            {data.unpublishedChanges.map((c) => (
              <List.Item key={c.revision}>
                {c.changedBy ?? 'Someone'} {c.summary} ({when(c.changedAt)})
              </List.Item>
            ))}
          </List>
        </section>
      )}

      <PublishedVersions versions={data.versions} when={when} refresh={refresh} />

      <DraftScreens counts={data.draft.counts} />

      <RecentEstimates />
    </Stack>
  );
}

/** Two cards: when the draft last changed and what waits in it, and which version families see. */
function DraftAndPublished({ data, when }: { data: Overview; when: (iso: string | null) => string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder>
        <Text fw={600}>Draft</Text>
        <Text size="sm">
          {data.draft.updatedAt
            ? `Last changed ${when(data.draft.updatedAt)} by ${data.draft.updatedBy ?? 'someone'}.`
            : 'Not started yet.'}
        </Text>
        <Text size="sm">
          {data.unpublishedChanges.length
            ? `${counted(data.unpublishedChanges.length, 'change')} not published yet.`
            : 'Nothing waiting to be published.'}
        </Text>
      </Card>
      <Card withBorder>
        <Text fw={600}>What families see</Text>
        {data.published ? (
          <Text size="sm">
            Version {data.published.id}: “{data.published.note}”.{' '}
            {data.published.publishedBy
              ? `Published by ${data.published.publishedBy} on ${when(data.published.publishedAt)}.`
              : `Published on ${when(data.published.publishedAt)}.`}
          </Text>
        ) : (
          <Text size="sm">Nothing is published yet: the public calculator has no prices.</Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

/** Links to every screen of the draft, each section with how many items it holds. */
function DraftScreens({ counts }: { counts: Overview['draft']['counts'] }) {
  return (
    <section aria-labelledby="screens-heading">
      <Title order={2} size="h3" id="screens-heading">
        In the draft
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {(Object.keys(SECTION_SCREEN) as Array<keyof typeof SECTION_SCREEN>).map((section) => (
          <Anchor key={section} component={Link} to={SECTION_SCREEN[section]}>
            {counts[section]} {SECTION_LABELS[section].many}
          </Anchor>
        ))}
        {CALCULATOR_SCREENS.slice(-3).map((s) => (
          <Anchor key={s.to} component={Link} to={s.to}>
            {s.label}
          </Anchor>
        ))}
      </SimpleGrid>
    </section>
  );
}
