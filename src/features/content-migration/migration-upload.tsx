import { Alert, List, Progress, Stack, Text } from '@mantine/core';

/** A file size in words: "1.4 MB", "12 kB". */
export const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

export const SESSION_ENDED = 'Your session has ended. Please sign in again, then try once more.';
export const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

/**
 * Sends a file with XMLHttpRequest (fetch cannot report upload progress) and resolves with the
 * server's JSON answer, or rejects with words staff can act on.
 */
export function sendFile<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: (T & { error?: string }) | null;
      try {
        body = JSON.parse(xhr.responseText) as T & { error?: string };
      } catch {
        body = null;
      }
      if (xhr.status === 401) return reject(new Error(SESSION_ENDED));
      if ((xhr.status === 200 || xhr.status === 422) && body && !body.error) return resolve(body);
      reject(new Error(body?.error ?? `That did not work (error ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new Error(UNREACHABLE));
    xhr.send(file);
  });
}

/** Why a file cannot be imported (nothing was changed). */
export function Problems({ problems, more }: { problems: string[]; more: number }) {
  return (
    <Alert color="red" title="This file cannot be imported" role="alert">
      <List size="sm" spacing={4}>
        {problems.map((problem, i) => (
          <List.Item key={i}>{problem}</List.Item>
        ))}
      </List>
      {more > 0 && <Text size="sm">…and {more} more.</Text>}
      <Text size="sm" mt="xs">
        Nothing was changed.
      </Text>
    </Alert>
  );
}

/** An upload's progress bar, then "checking the file" once it is all sent. */
export function UploadProgress({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4}>
      <Progress value={value * 100} aria-label={label} size="lg" />
      <Text size="sm" aria-live="polite">
        {value < 1 ? `${label}: ${Math.round(value * 100)}%` : `${label}: checking the file…`}
      </Text>
    </Stack>
  );
}
