import { formatPrice } from '#server/modules/shared/money';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { commitmentStageLabels } from '#server/modules/value-engineering/value-engineering.choices';
import { useTRPC } from '#src/lib/trpc';

/** /admin/ve: where the promise stands, and the way to the three screens. */
export function VeOverview() {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.admin.valueEngineering.overview.queryOptions());
  const g = data.guarantee;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Value engineering
        </Title>
        <Text c="dimmed">Package reservations, deposits and the guarantee that the final price comes in lower.</Text>
      </div>

      <Group gap="lg">
        <Anchor component={Link} to="/admin/ve/commitments" fw={600}>
          Commitments
        </Anchor>
        <Anchor component={Link} to="/admin/ve/packages" fw={600}>
          Packages
        </Anchor>
        <Anchor component={Link} to="/admin/ve/content" fw={600}>
          Page words
        </Anchor>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed">
            Guarantee kept
          </Text>
          <Text fz={32} fw={700} data-testid="overview-guarantee">
            {g.count === 0 ? 'No closed packages yet' : `${g.kept} of ${g.count}`}
          </Text>
          <Text size="sm">closed commitments with a final price</Text>
          {g.count > g.kept && (
            <Text size="sm" c="red.9" fw={700}>
              {g.count - g.kept} broken: the family paid the package price or more
            </Text>
          )}
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed">
            Average saving
          </Text>
          <Text fz={32} fw={700}>
            {g.averageSavingPercent == null ? '—' : `${g.averageSavingPercent.toFixed(1)}%`}
          </Text>
          <Text size="sm">
            {g.averageSavingCents == null
              ? 'once a commitment is closed'
              : `about ${formatPrice(g.averageSavingCents)}`}
          </Text>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed">
            Deposits received
          </Text>
          <Text fz={32} fw={700}>
            {data.depositsReceived}
          </Text>
          <Text size="sm">totalling {formatPrice(data.depositCents)}</Text>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed">
            On the public page
          </Text>
          <Text fw={700} mt={6}>
            {g.count >= data.proofMinimum
              ? 'The real figures are shown'
              : `“Typically 15-25%” until ${data.proofMinimum} are closed`}
          </Text>
        </Card>
      </SimpleGrid>

      <div>
        <Title order={2} size="h3" mb="sm">
          Commitments by stage
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
          {data.byStage.map((s) => (
            <Card
              key={s.stage}
              withBorder
              padding="md"
              radius="md"
              renderRoot={(props) => <Link {...props} to="/admin/ve/commitments" search={{ stage: s.stage }} />}
            >
              <Text size="sm">{commitmentStageLabels[s.stage]}</Text>
              <Text fz={28} fw={700}>
                {s.count}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
