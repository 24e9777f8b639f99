import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { StatusPill, type PillTone } from './status-pill';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_MB, type UploadEntry } from './use-image-uploads';
import classes from './media-admin.module.css';

const hasFiles = (event: DragEvent | globalThis.DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drop photos here or choose them. A file dropped just beside the zone would make the browser
 * leave the page to show it, so drops outside are caught and ignored.
 */
export function ImageDropzone({
  label,
  hint,
  onFiles,
  inputLabel,
}: {
  label: string;
  hint: string;
  onFiles(files: File[]): void;
  inputLabel: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  useEffect(() => {
    const stop = (event: globalThis.DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);

  return (
    <div
      className={classes.dropzone}
      data-over={over || undefined}
      onDragEnter={(e) => hasFiles(e) && setOver(true)}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <Stack gap={6} align="center">
        <Text fw={600} size="lg">
          {label}
        </Text>
        <Text c="dimmed" ta="center">
          Drag photos here, or
        </Text>
        <Button onClick={() => input.current?.click()}>Choose photos</Button>
        <Text size="sm" c="dimmed" ta="center" maw={520}>
          {hint} JPEG, PNG, WebP or AVIF, up to {MAX_UPLOAD_MB} MB each. Location and camera details are removed.
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES}
        aria-label={inputLabel}
        className={classes.fileInput}
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

const STATUS: Record<UploadEntry['status'], { label: string; tone: PillTone }> = {
  waiting: { label: 'Waiting', tone: 'neutral' },
  uploading: { label: 'Uploading', tone: 'info' },
  processing: { label: 'Making sizes', tone: 'info' },
  done: { label: 'Added', tone: 'success' },
  failed: { label: 'Not added', tone: 'danger' },
};

/** Each file's progress and result. */
export function UploadQueue({ entries, onClear }: { entries: UploadEntry[]; onClear(): void }) {
  if (entries.length === 0) return null;
  const finished = entries.filter((e) => e.status === 'done' || e.status === 'failed').length;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600} aria-live="polite">
          {finished} of {entries.length} {entries.length === 1 ? 'photo' : 'photos'} finished
        </Text>
        {finished > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear finished
          </Button>
        )}
      </Group>
      <Stack gap="sm" component="ul" className={classes.queue}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text truncate="end" style={{ minWidth: 0 }}>
                {entry.name}
              </Text>
              <StatusPill tone={STATUS[entry.status].tone}>
                {entry.status === 'uploading'
                  ? `Uploading ${Math.round(entry.progress * 100)}%`
                  : STATUS[entry.status].label}
              </StatusPill>
            </Group>
            {entry.status !== 'failed' && entry.status !== 'done' && (
              <Progress
                value={entry.status === 'processing' ? 100 : Math.round(entry.progress * 100)}
                animated={entry.status === 'processing'}
                aria-label={`Upload progress for ${entry.name}`}
                mt={6}
                size="sm"
              />
            )}
            {entry.status === 'failed' && entry.message && (
              <Text c="red.8" size="sm" mt={4} role="alert">
                {entry.message}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
