import { useState, type Dispatch, type SetStateAction } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  proofLineKindLabels,
  proofLineKinds,
  type ProofLine,
  type ProofLineKind,
} from '#server/modules/orders/orders.choices';
import { NO_LINES_LABEL } from '#server/modules/orders/orders.schema';
import { counted } from '#server/modules/shared/plural';
import { errorMessage, fieldErrors, useTRPC } from '#src/lib/trpc';
import { useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import type { StaffOrder } from './use-order-refresh';
import classes from './orders-admin.module.css';

const blankLine = (kind: ProofLineKind): ProofLine => ({ kind, text: '' });
const linePlaceholders: Record<ProofLineKind, string> = {
  family_name: 'WHITAKER',
  given_names: 'HAROLD JAMES',
  name: 'HAROLD JAMES WHITAKER',
  date: 'MARCH 4, 1941',
  epitaph: 'FOREVER IN OUR HEARTS',
  other: '',
};

/** Lines to start a new version from: the last version's, or a family name, given names and two dates. */
function startingLines(order: StaffOrder): ProofLine[] {
  const last = order.proofs[0];
  if (last && last.lines.length > 0) return last.lines.map((l) => ({ ...l }));
  return [blankLine('family_name'), blankLine('given_names'), blankLine('date'), blankLine('date')];
}

interface UploadedProof {
  fileId: string;
  kind: 'image' | 'pdf';
  previewUrl: string;
  pageCount: number | null;
}

/** The proof file, sent to the server as soon as it is chosen, which checks it and answers with a preview. */
function useProofUpload(order: StaffOrder) {
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedProof | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  async function upload(chosen: File | null) {
    setFile(chosen);
    setUploaded(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > 25 * 1024 * 1024) return setFileError('This file is over 25 MB. Please send a smaller copy.');
    setUploading(true);
    try {
      const response = await fetch(`/admin-api/orders/proof-file?orderId=${order.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(chosen.name) },
        body: chosen,
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        fileId?: string;
        kind?: 'image' | 'pdf';
        previewUrl?: string;
        pageCount?: number | null;
      };
      if (!response.ok || !body.fileId) {
        setFileError(body.error ?? 'The file could not be uploaded. Please try again.');
        return;
      }
      setUploaded({
        fileId: body.fileId,
        kind: body.kind!,
        previewUrl: body.previewUrl!,
        pageCount: body.pageCount ?? null,
      });
    } catch {
      setFileError('We could not reach the server. Please check your connection and try again.');
    } finally {
      setUploading(false);
    }
  }

  return { file, uploaded, uploading, fileError, upload };
}

/** Sends the next version of the proof: the file, the words on the stone typed out to check, a note. */
export function SendProofForm({
  order,
  onChanged,
}: {
  order: StaffOrder;
  onChanged: (d: StaffOrder) => Promise<void>;
}) {
  const trpc = useTRPC();
  const issue = useMutation(trpc.admin.orders.issueProof.mutationOptions());
  const { file, uploaded, uploading, fileError, upload } = useProofUpload(order);
  const [lines, setLines] = useState<ProofLine[]>(() => startingLines(order));
  // A design with no names or dates goes as the file alone; the typed lines stay, hidden, if ticked by mistake.
  const [noLines, setNoLines] = useState(() => order.proofs[0] !== undefined && order.proofs[0].lines.length === 0);
  const [blankLines, setBlankLines] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  useUnsavedNotes(message.trim() !== '');
  const [problem, setProblem] = useState<string | null>(null);
  const nextVersion = (order.proofs[0]?.version ?? 0) + 1;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!uploaded) return setProblem('Please choose the proof file first.');
    const blank = noLines ? [] : lines.flatMap((l, i) => (l.text.trim() ? [] : [i]));
    setBlankLines(blank);
    if (blank.length) {
      return setProblem(
        `Line ${blank.map((i) => i + 1).join(' and line ')} ${blank.length === 1 ? 'is' : 'are'} empty: please type ${blank.length === 1 ? 'it' : 'them'} or remove ${blank.length === 1 ? 'it' : 'them'}.`,
      );
    }
    try {
      const updated = await issue.mutateAsync({
        orderId: order.id,
        fileId: uploaded.fileId,
        lines: noLines ? [] : lines,
        noLinesToCheck: noLines,
        message,
      });
      await onChanged(updated);
      notifications.show({
        title: `Version ${nextVersion} sent`,
        message: order.email
          ? `The family will be emailed at ${order.email}.`
          : 'Give the family the link or the proof code.',
        color: 'green',
      });
    } catch (error) {
      const byField = fieldErrors(error);
      setProblem(Object.values(byField)[0] ?? errorMessage(error, 'The proof could not be sent.'));
    }
  }

  return (
    <form onSubmit={send} aria-label={`Send proof version ${nextVersion}`}>
      <Stack gap="sm">
        <Title order={4} size="h5">
          Send version {nextVersion}
        </Title>
        {order.proofs[0]?.status === 'approved' && (
          <Alert color="#9c4500" variant="light">
            The family approved version {order.proofs[0].version}. A new version sends the order back to “Proof sent”
            until they approve again.
          </Alert>
        )}
        <ProofFileField file={file} uploaded={uploaded} uploading={uploading} fileError={fileError} upload={upload} />
        <Text size="sm" fw={600}>
          The words on the stone, typed out (the family types each name and date to check them)
        </Text>
        <Checkbox
          label={NO_LINES_LABEL}
          description="Send the drawing or PDF alone; the family looks it over and approves it with their name."
          checked={noLines}
          onChange={(e) => setNoLines(e.currentTarget.checked)}
        />
        {!noLines && <ProofLinesFields lines={lines} setLines={setLines} blankLines={blankLines} />}
        <Textarea
          label="A note to the family (optional)"
          autosize
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={issue.isPending} disabled={uploading}>
            Send version {nextVersion} to the family
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The file chooser, and what the server made of the file: the image, or the PDF's page count. */
function ProofFileField({
  file,
  uploaded,
  uploading,
  fileError,
  upload,
}: Pick<ReturnType<typeof useProofUpload>, 'file' | 'uploaded' | 'uploading' | 'fileError' | 'upload'>) {
  return (
    <>
      <FileInput
        label="Proof file"
        description="A PDF, or a JPEG, PNG, WebP or AVIF image, up to 25 MB"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/avif,.pdf,.jpg,.jpeg,.png,.webp,.avif"
        value={file}
        onChange={(f) => void upload(f)}
        error={fileError}
        clearable
      />
      {uploading && (
        <Text size="sm" role="status">
          Checking the file…
        </Text>
      )}
      {uploaded && uploaded.kind === 'image' && (
        <img src={uploaded.previewUrl} alt="The uploaded proof" className={classes.thumb} style={{ maxHeight: 240 }} />
      )}
      {uploaded && uploaded.kind === 'pdf' && (
        <Text size="sm">
          PDF checked{uploaded.pageCount === null ? '' : `: ${counted(uploaded.pageCount, 'page')}`}.{' '}
          <Anchor href={uploaded.previewUrl} download>
            Download it to look it over
          </Anchor>
        </Text>
      )}
    </>
  );
}

/** The words on the stone, a line each: what the line is (a name, a date...) and its words. */
function ProofLinesFields({
  lines,
  setLines,
  blankLines,
}: {
  lines: ProofLine[];
  setLines: Dispatch<SetStateAction<ProofLine[]>>;
  /** Lines left empty when sending, marked until typed. */
  blankLines: number[];
}) {
  return (
    <>
      {lines.map((line, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            aria-label={`Line ${i + 1}: what it is`}
            value={line.kind}
            onChange={(e) => {
              const kind = e.currentTarget.value as ProofLineKind;
              setLines((ls) => ls.map((l, j) => (j === i ? { ...l, kind } : l)));
            }}
            data={proofLineKinds.map((k) => ({ value: k, label: proofLineKindLabels[k] }))}
            w={160}
          />
          <TextInput
            aria-label={`Line ${i + 1}: the words`}
            placeholder={linePlaceholders[line.kind]}
            error={blankLines.includes(i) && !line.text.trim() ? 'Type this line or remove it' : undefined}
            value={line.text}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setLines((ls) => ls.map((l, j) => (j === i ? { ...l, text } : l)));
            }}
            style={{ flex: '1 1 12rem' }}
          />
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={`Remove line ${i + 1}`}
            onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
            disabled={lines.length === 1}
          >
            <span aria-hidden="true">×</span>
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('family_name')])}>
          Add a family name
        </Button>
        <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('given_names')])}>
          Add given names
        </Button>
        <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('date')])}>
          Add a date
        </Button>
        <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('epitaph')])}>
          Add an epitaph
        </Button>
      </Group>
    </>
  );
}
