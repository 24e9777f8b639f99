import { useState, type Dispatch, type SetStateAction } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { approverNameMatches, approverNameMessage, nameOnOrder } from '#server/modules/orders/orders.choices';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';

type SetProblem = Dispatch<SetStateAction<string | null>>;

/**
 * The family's approval: their full name once every line matches, then "This cannot be undone"
 * before it is recorded.
 */
export function useProofApproval({
  version,
  orderName,
  typed,
  allMatch,
  setProblem,
  refresh,
}: {
  version: number;
  orderName: string;
  typed: string[];
  allMatch: boolean;
  setProblem: SetProblem;
  refresh: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useDialogFocusReturn(confirming);
  const approve = useMutation(trpc.orders.approve.mutationOptions());

  async function submitApproval(event: React.FormEvent) {
    event.preventDefault();
    setNameError(null);
    setProblem(null);
    if (!allMatch) return setProblem('Please type every name and date first; each must match the proof.');
    if (!approverNameMatches(orderName, fullName)) return setNameError(approverNameMessage(orderName));
    setConfirming(true);
  }

  /** The last step: the family said yes to "Approve version N for cutting? This cannot be undone." */
  async function confirmApproval() {
    try {
      await approve.mutateAsync({ version, fullName, typed });
      setConfirming(false);
      await refresh();
    } catch (error) {
      setConfirming(false);
      const byField = fieldErrors(error);
      if (byField.fullName) setNameError(byField.fullName);
      else setProblem(errorMessage(error, 'Your approval could not be saved. Please try again.'));
    }
  }

  return { fullName, setFullName, nameError, confirming, setConfirming, approve, submitApproval, confirmApproval };
}

type Approval = ReturnType<typeof useProofApproval>;

/** Step 2: the family types their full name to approve this version. */
export function ApproveProof({
  version,
  orderName,
  allMatch,
  problem,
  approval,
}: {
  version: number;
  orderName: string;
  allMatch: boolean;
  problem: string | null;
  approval: Approval;
}) {
  const { fullName, setFullName, nameError, approve, submitApproval } = approval;
  const name = nameOnOrder(orderName);
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      onSubmit={submitApproval}
      noValidate
      aria-labelledby="approve-title"
    >
      <Stack gap="md">
        <Title order={3} id="approve-title">
          Step 2: approve the proof
        </Title>
        <Text>
          By typing your full name you confirm that every name, date and word on version {version} is right. We record
          your name, the time and the exact file you saw, and cut the stone from it.
        </Text>
        <TextInput
          label="Your full name, first and last, as on the order"
          autoComplete="name"
          size="md"
          value={fullName}
          onChange={(e) => setFullName(e.currentTarget.value)}
          error={nameError}
          disabled={!allMatch}
          description={
            allMatch ? `The order is in the name of ${name}.` : 'Available once every name and date matches.'
          }
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit" size="md" color="#1d6a31" disabled={!allMatch} loading={approve.isPending}>
            Approve version {version}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** The last question before an approval is recorded. */
export function ConfirmApproval({ version, approval }: { version: number; approval: Approval }) {
  const { fullName, confirming, setConfirming, approve, confirmApproval } = approval;
  return (
    <Modal
      opened={confirming}
      onClose={() => setConfirming(false)}
      title={`Approve version ${version} for cutting?`}
      centered
    >
      <Stack gap="md">
        <Text fw={600}>This cannot be undone.</Text>
        <Text>
          Version {version} will be cut in granite exactly as drawn, with every name, date and word on it. Approving as{' '}
          {fullName.trim()}.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={() => setConfirming(false)}>
            Not yet
          </Button>
          <Button
            size="md"
            color="#1d6a31"
            className="wrapping-button"
            loading={approve.isPending}
            onClick={() => void confirmApproval()}
          >
            Yes, approve version {version} for cutting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Or the family says what should change on this version. */
export function AskForChanges({
  version,
  setProblem,
  refresh,
}: {
  version: number;
  setProblem: SetProblem;
  refresh: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const [comments, setComments] = useState('');
  const [commentsError, setCommentsError] = useState<string | null>(null);
  const requestChanges = useMutation(trpc.orders.requestChanges.mutationOptions());

  async function submitChanges(event: React.FormEvent) {
    event.preventDefault();
    setCommentsError(null);
    setProblem(null);
    if (comments.trim().length < 3) return setCommentsError('Please tell us what should change');
    try {
      await requestChanges.mutateAsync({ version, comments });
      await refresh();
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField.comments) setCommentsError(byField.comments);
      else setProblem(errorMessage(error, 'Your message could not be saved. Please try again.'));
    }
  }

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      onSubmit={submitChanges}
      noValidate
      aria-labelledby="changes-title"
    >
      <Stack gap="md">
        <Title order={3} id="changes-title">
          Or ask for changes
        </Title>
        <Textarea
          label="What should change?"
          description="For example: “His middle name is spelled Jaymes” or “Please move the dates lower.”"
          autosize
          minRows={3}
          size="md"
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
          error={commentsError}
        />
        <div>
          <Button type="submit" size="md" variant="default" loading={requestChanges.isPending}>
            Send my changes
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
