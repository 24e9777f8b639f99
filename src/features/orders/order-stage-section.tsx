import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  orderStageLabels,
  orderStages,
  nextStageOf,
  stagesNeedingApproval,
  type OrderStage,
} from '#server/modules/orders/orders.choices';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import { formatDay } from './verify/order-tracker';
import type { StaffOrder } from './use-order-refresh';

type OnChanged = (d: StaffOrder) => Promise<void>;

/** The order's stages: each one reached, with its date and note for the family, and the move to another. */
export function OrderStageSection({ order, onChanged }: { order: StaffOrder; onChanged: OnChanged }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Stages
        </Title>
        <ReachedStages order={order} onChanged={onChanged} />
        <MoveStageForm order={order} onChanged={onChanged} />
      </Stack>
    </Paper>
  );
}

/** The stages reached so far; one at a time can have its date or note corrected. */
function ReachedStages({ order, onChanged }: { order: StaffOrder; onChanged: OnChanged }) {
  const trpc = useTRPC();
  const edit = useMutation(trpc.admin.orders.editStage.mutationOptions());
  const [editingStage, setEditingStage] = useState<OrderStage | null>(null);
  const [editDate, setEditDate] = useState('');
  const [editNote, setEditNote] = useState('');
  const editedStage = order.stages.find((s) => s.stage === editingStage);
  useUnsavedNotes(editedStage !== undefined && editNote !== (editedStage.familyNote ?? ''));

  return (
    <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {order.stages.map((s) => (
        <li key={s.stage}>
          {editingStage === s.stage ? (
            <Stack gap={6} my={6}>
              <Text fw={600}>{orderStageLabels[s.stage]}</Text>
              <TextInput
                label="Date"
                type="date"
                value={editDate}
                onChange={(e) => setEditDate(e.currentTarget.value)}
              />
              <Textarea
                label="Note the family sees"
                autosize
                value={editNote}
                onChange={(e) => setEditNote(e.currentTarget.value)}
              />
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={edit.isPending}
                  onClick={async () => {
                    try {
                      await onChanged(
                        await edit.mutateAsync({
                          id: order.id,
                          stage: s.stage,
                          reachedOn: editDate,
                          familyNote: editNote,
                        }),
                      );
                      setEditingStage(null);
                    } catch (error) {
                      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
                    }
                  }}
                >
                  Save
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setEditingStage(null)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1 }}>
                <Text>
                  <strong>{orderStageLabels[s.stage]}</strong> · {formatDay(s.reachedOn)}
                </Text>
                {s.familyNote && <Text size="sm">Note for the family: {s.familyNote}</Text>}
              </div>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  setEditingStage(s.stage);
                  setEditDate(s.reachedOn);
                  setEditNote(s.familyNote ?? '');
                }}
                aria-label={`Change the date or note of ${orderStageLabels[s.stage]}`}
              >
                Edit
              </Button>
            </Group>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Moves the order to another stage (later stages wait for an approved proof), optionally emailing the family. */
function MoveStageForm({ order, onChanged }: { order: StaffOrder; onChanged: OnChanged }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const change = useMutation(trpc.admin.orders.changeStage.mutationOptions());
  const latest = order.proofs[0];
  const approved = latest?.status === 'approved';
  const next = nextStageOf(order.stage);
  const choices = orderStages.filter(
    (s) => s !== order.stage && s !== 'proof_sent' && (approved || !stagesNeedingApproval.includes(s)),
  );
  const [target, setTarget] = useState<OrderStage | ''>(next && choices.includes(next) ? next : '');
  const [reachedOn, setReachedOn] = useState(() => dates.today());
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  useUnsavedNotes(note.trim() !== '');

  async function move(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!target) return setProblem('Please choose the new stage.');
    try {
      const updated = await change.mutateAsync({
        id: order.id,
        stage: target,
        reachedOn,
        familyNote: note,
        notifyFamily: notify,
      });
      await onChanged(updated);
      notifications.show({
        title: 'Stage changed',
        message: `${order.reference} is now at “${orderStageLabels[target]}”.`,
        color: 'green',
      });
    } catch (error) {
      const byField = fieldErrors(error);
      setProblem(Object.values(byField)[0] ?? errorMessage(error, 'The stage could not be changed.'));
    }
  }

  return (
    <form onSubmit={move} aria-label="Move to another stage">
      <Stack gap="sm">
        <NativeSelect
          label="Move to"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value as OrderStage)}
          data={[
            { value: '', label: 'Choose a stage' },
            ...choices.map((s) => ({ value: s, label: orderStageLabels[s] })),
          ]}
          description={
            approved
              ? undefined
              : 'Production and later stages open once the family approves the newest proof. “Proof sent” comes with sending a proof.'
          }
        />
        <TextInput label="Date" type="date" value={reachedOn} onChange={(e) => setReachedOn(e.currentTarget.value)} />
        <Textarea
          label="Note the family sees (optional)"
          placeholder="For example: The cemetery expects to approve the permit within two weeks."
          autosize
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Checkbox
          label={order.email ? `Email the family at ${order.email}` : 'Email the family (no address on the order)'}
          checked={notify && !!order.email}
          disabled={!order.email}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={change.isPending}>
            Change stage
          </Button>
        </div>
      </Stack>
    </form>
  );
}
