import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import type { BookingOffice } from '#server/modules/bookings/bookings.choices';
import { fieldErrors, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useOffices } from './use-offices';

/** The "Closed dates" tab: days no family can book online, by office, added and removed. */
export function ClosedDates() {
  const { officeData, officeName } = useOffices();
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.bookings.closedDates.queryOptions());
  const add = useMutation(trpc.admin.bookings.addClosedDate.mutationOptions());
  const remove = useMutation(trpc.admin.bookings.removeClosedDate.mutationOptions());
  const [values, setValues] = useState({ office: '', startsOn: '', endsOn: '', label: '' });
  const errors = fieldErrors(add.error);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.closedDates.queryKey() });
  return (
    <Stack gap="lg" maw={820}>
      <Text>
        Days no family can book online (US public holidays are already left out). A single day: give the same first and
        last day.
      </Text>
      <form
        noValidate
        aria-label="Add closed dates"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            {
              office: values.office ? (values.office as BookingOffice) : null,
              startsOn: values.startsOn,
              endsOn: values.endsOn || values.startsOn,
              label: values.label,
            },
            {
              onSuccess: async () => {
                setValues({ office: '', startsOn: '', endsOn: '', label: '' });
                await refresh();
              },
            },
          );
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="md">
          <NativeSelect
            label="Office"
            value={values.office}
            onChange={(e) => setValues({ ...values, office: e.currentTarget.value })}
            data={[{ value: '', label: 'Both offices' }, ...officeData]}
          />
          <TextInput
            type="date"
            label="First day"
            value={values.startsOn}
            onChange={(e) => setValues({ ...values, startsOn: e.currentTarget.value })}
            error={errors.startsOn}
          />
          <TextInput
            type="date"
            label="Last day"
            value={values.endsOn}
            onChange={(e) => setValues({ ...values, endsOn: e.currentTarget.value })}
            error={errors.endsOn}
          />
          <TextInput
            label="Why"
            placeholder="Staff training"
            value={values.label}
            onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
            error={errors.label}
          />
          <Button type="submit" loading={add.isPending}>
            Add
          </Button>
        </Group>
      </form>
      {list.data && list.data.length === 0 && <Text c="dimmed">No closed dates ahead.</Text>}
      {list.data && list.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Office</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((closed) => (
              <Table.Tr key={closed.id}>
                <Table.Td>
                  {dates.day(closed.startsOn)}
                  {closed.endsOn !== closed.startsOn ? ` to ${dates.day(closed.endsOn)}` : ''}
                </Table.Td>
                <Table.Td>{closed.office ? officeName(closed.office) : 'Both offices'}</Table.Td>
                <Table.Td>{closed.label}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables?.id === closed.id}
                    onClick={() => remove.mutate({ id: closed.id }, { onSuccess: () => void refresh() })}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
