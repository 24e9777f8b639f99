import { Button, Group, Table, Text } from '@mantine/core';
import { useStaffTime } from '#src/lib/staff-time';
import type { RouterOutputs } from '#src/lib/trpc';
import classes from './redirects.module.css';

type Miss = RouterOutputs['admin']['redirects']['notFoundLog'][number];

/** The missing addresses visitors hit, with where they came from, each to redirect or dismiss. */
export function MissingPages({
  misses,
  onRedirect,
  onDismiss,
}: {
  misses: Miss[];
  onRedirect: (path: string) => void;
  onDismiss: (path: string) => void;
}) {
  const dates = useStaffTime();
  return misses.length === 0 ? (
    <Text>No visitor has hit a missing page. Nothing to fix.</Text>
  ) : (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Address</Table.Th>
            <Table.Th>Visits</Table.Th>
            <Table.Th>Came from</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {misses.map((miss) => (
            <Table.Tr key={miss.path}>
              {/* Junk addresses can be very long: they wrap (three lines at most), the full one in a tooltip. */}
              <Table.Td className={classes.longText} title={miss.path}>
                <span className={classes.clamp}>{miss.path}</span>
              </Table.Td>
              <Table.Td>{miss.hits}</Table.Td>
              <Table.Td className={classes.longText} title={miss.lastReferrer ?? undefined}>
                <span className={classes.clamp}>{miss.lastReferrer ?? '—'}</span>
              </Table.Td>
              <Table.Td>{dates.dateTime(miss.lastSeenAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => onRedirect(miss.path)}>
                    Redirect it
                  </Button>
                  <Button size="xs" variant="default" onClick={() => onDismiss(miss.path)}>
                    Dismiss
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
