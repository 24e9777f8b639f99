import { Alert, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STATE_NAMES, type CemeteryCheck } from '#server/modules/cemeteries/cemeteries.choices';

/** "Rose Hill Cemetery, Ada, Oklahoma". */
function cemeteryPlace(check: CemeteryCheck): string {
  const state = check.state ? (STATE_NAMES[check.state] ?? check.state) : null;
  return [check.name, check.town, state].filter(Boolean).join(', ');
}

/**
 * What a record keeps of the family's cemetery (decision 283), for staff: the cemetery and its
 * section, a link to its rules at /admin/cemeteries, every rule the design broke as a warning, and
 * what the order needs (foundation, the cemetery's fees, its approval time). A cemetery we do not
 * list is said so. Shared by the quote requests, submissions, bookings, reservations and orders.
 */
export function CemeteryCheckView({ check }: { check: CemeteryCheck | null }) {
  if (!check) return null;
  const listed = check.slug !== null;
  return (
    <Stack gap="xs" data-testid="cemetery-check">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{cemeteryPlace(check)}</Text>
        {!listed && (
          <Badge color="gray.7" variant="outline">
            Not on our list
          </Badge>
        )}
      </Group>
      {check.section && <Text size="sm">Section: {check.section}</Text>}
      {listed && check.slug && (
        <Text size="sm">
          <Anchor component={Link} to="/admin/cemeteries" search={{ q: check.slug } as never}>
            Open this cemetery&apos;s rules
          </Anchor>
        </Text>
      )}
      {listed && !check.section && (
        <Text size="sm" c="dimmed">
          No section was chosen, so the design was not checked against a section&apos;s rules.
        </Text>
      )}
      {!listed && (
        <Text size="sm" c="dimmed">
          The family typed this name; we have no rules on file for it, so nothing was checked.
        </Text>
      )}
      {check.findings.length > 0 && (
        <Alert color="orange" variant="light" title="Breaks the cemetery's rules" role="status">
          <List size="sm" spacing={4}>
            {check.findings.map((finding) => (
              <List.Item key={finding.message}>{finding.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {listed && check.section && check.findings.length === 0 && (
        <Text size="sm">Nothing the family chose breaks this section&apos;s rules.</Text>
      )}
      {check.notes.length > 0 && (
        <List size="sm" spacing={2}>
          {check.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
      {check.confirmation && (
        <Text size="xs" c="dimmed">
          {check.confirmation}
        </Text>
      )}
    </Stack>
  );
}
