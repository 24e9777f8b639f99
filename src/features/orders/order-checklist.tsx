import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { CemeteryCheckView } from '#src/features/cemeteries/cemetery-check-view';
import type { StaffOrder } from './use-order-refresh';
import classes from './orders-admin.module.css';

type OnChanged = (updated: StaffOrder) => Promise<void>;
type Approval = NonNullable<StaffOrder['cemeteryApproval']>;

/** One line of the checklist: done or not, its name, and what it says. */
function ChecklistItem({ done, title, children }: { done: boolean; title: string; children?: React.ReactNode }) {
  return (
    <li className={classes.checkItem}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={done ? 'green.8' : 'gray.7'} variant={done ? 'filled' : 'outline'} miw={64}>
          {done ? 'Done' : 'To do'}
        </Badge>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          {children}
        </Stack>
      </Group>
    </li>
  );
}

/**
 * What the order needs before the memorial is set (decision 286): the deposit, the family's
 * approval of the proof, and the cemetery's approval, with its lead time, the day to ask by and
 * every rule the design breaks there.
 */
export function OrderChecklist({ order, onChanged }: { order: StaffOrder; onChanged: OnChanged }) {
  const dates = useStaffTime();
  const deposit = order.stages.find((s) => s.stage === 'deposit_received');
  const latest = order.proofs[0];
  const proofApproved = latest?.status === 'approved';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`checklist-${order.id}`}>
      <Title order={3} size="h4" id={`checklist-${order.id}`}>
        Checklist
      </Title>
      <ul className={classes.checklist}>
        <ChecklistItem done={!!deposit} title="Deposit received">
          <Text size="sm">
            {deposit ? `On ${dates.day(deposit.reachedOn)}` : 'Move the order to “Deposit received”.'}
          </Text>
        </ChecklistItem>
        <ChecklistItem done={proofApproved} title="Proof approved by the family">
          <Text size="sm">
            {proofApproved && latest.decidedAt
              ? `Version ${latest.version}, on ${dates.date(latest.decidedAt)}${latest.approvedName ? ` by ${latest.approvedName}` : ''}`
              : latest
                ? `Version ${latest.version} is waiting for the family.`
                : 'No proof sent yet.'}
          </Text>
        </ChecklistItem>
        {order.cemeteryApproval ? (
          <ChecklistItem done={order.cemeteryApproval.approvedOn !== null} title="Cemetery approval">
            <CemeteryApproval order={order} approval={order.cemeteryApproval} onChanged={onChanged} />
          </ChecklistItem>
        ) : (
          <ChecklistItem done={false} title="Cemetery approval">
            <Text size="sm">Choose the cemetery in the details below to see its rules and approval time.</Text>
          </ChecklistItem>
        )}
      </ul>
    </Paper>
  );
}

/** The cemetery, its lead time, the day to ask by, its warnings, and the approval marked or undone. */
function CemeteryApproval({
  order,
  approval,
  onChanged,
}: {
  order: StaffOrder;
  approval: Approval;
  onChanged: OnChanged;
}) {
  const dates = useStaffTime();
  const today = dates.today();
  const late = approval.askBy !== null && approval.approvedOn === null && approval.askBy < today;
  return (
    <Stack gap="xs">
      {order.cemeteryCheck ? (
        <CemeteryCheckView check={order.cemeteryCheck} />
      ) : (
        <Text size="sm">
          {approval.cemetery}{' '}
          <Text span c="dimmed" size="sm">
            (typed by hand: no rules on file)
          </Text>
        </Text>
      )}
      <Text size="sm" fw={600} data-testid="cemetery-lead-time">
        {approval.leadTime}
      </Text>
      {approval.approvedOn === null && (
        <AskBy askBy={approval.askBy} late={late} leadKnown={approval.leadDays !== null} day={dates.day} />
      )}
      <ApprovalControl order={order} approval={approval} onChanged={onChanged} />
    </Stack>
  );
}

function AskBy({
  askBy,
  late,
  leadKnown,
  day,
}: {
  askBy: string | null;
  late: boolean;
  leadKnown: boolean;
  day: (isoDay: string) => string;
}) {
  if (askBy && late) {
    return (
      <Alert color="red" variant="light" role="status" p="xs">
        Ask the cemetery now: to be ready for the expected installation, it should have been asked by {day(askBy)}.
      </Alert>
    );
  }
  if (askBy) return <Text size="sm">Ask the cemetery by {day(askBy)}, to be ready for the expected installation.</Text>;
  return (
    <Text size="sm" c="dimmed">
      {leadKnown
        ? 'Write the expected installation as a month or a day (like “Late April 2027”) to see the day to ask by.'
        : 'Once the cemetery says how long it takes, a day to ask by can be worked out.'}
    </Text>
  );
}

/** "Approved on {date}" with an undo, or a date and "Mark approved". */
function ApprovalControl({
  order,
  approval,
  onChanged,
}: {
  order: StaffOrder;
  approval: Approval;
  onChanged: OnChanged;
}) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const mark = useMutation(trpc.admin.orders.markCemeteryApproval.mutationOptions());
  const [day, setDay] = useState(() => dates.today());
  const [problem, setProblem] = useState<string | null>(null);

  async function send(approvedOn: string | null) {
    setProblem(null);
    try {
      await onChanged(await mark.mutateAsync({ id: order.id, approvedOn }));
      notifications.show({
        title: approvedOn ? 'Cemetery approval marked' : 'Cemetery approval cleared',
        message: order.reference,
        color: 'green',
      });
    } catch (error) {
      setProblem(fieldErrors(error).approvedOn ?? errorMessage(error, 'The approval could not be saved.'));
    }
  }

  if (approval.approvedOn) {
    return (
      <Group gap="sm" align="center">
        <Text size="sm" fw={600} c="green.9" data-testid="cemetery-approved">
          Approved on {dates.day(approval.approvedOn)}
          {approval.approvedBy ? ` (marked by ${approval.approvedBy})` : ''}
        </Text>
        <Button size="compact-sm" variant="subtle" loading={mark.isPending} onClick={() => send(null)}>
          Undo
        </Button>
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send(day);
      }}
      aria-label="Mark the cemetery's approval"
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Approved on"
          type="date"
          value={day}
          max={dates.today()}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={problem}
          size="sm"
        />
        <Button type="submit" size="sm" variant="light" loading={mark.isPending}>
          Mark approved
        </Button>
      </Group>
    </form>
  );
}
