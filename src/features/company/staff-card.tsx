import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useBusiness } from '#src/lib/business';
import { initials, type StaffMember } from '#content/company';
import classes from './company.module.css';

/** A member of the team: initials (no photos), name, role, office and a short introduction. */
export function StaffCard({ member }: { member: StaffMember }) {
  const business = useBusiness();
  const office = business.offices.find((o) => o.id === member.office);
  return (
    <Paper component="article" withBorder radius="lg" p="lg" h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div className={classes.avatar} aria-hidden="true">
          {initials(member.name)}
        </div>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {member.name}
          </Title>
          <Text fw={600} c="bronze.8">
            {member.role}
          </Text>
          {office ? (
            <Text size="sm" c="dimmed">
              {office.name} office
            </Text>
          ) : null}
          <Text mt={6}>{member.bio}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
