import { useCallback, useState } from 'react';

/** The pipeline's limit (server/modules/media/image-pipeline.ts), checked here too so a huge file is refused before it is sent. */
export const MAX_UPLOAD_MB = 25;
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  /** 0 to 1, bytes sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
  message?: string;
}

interface Options {
  /** Where a file goes, e.g. /admin-api/gallery/upload?category=stock_items. */
  endpoint: string;
  /** Called with the server's answer for each image saved. */
  onUploaded?: (result: unknown) => void;
  /** Uploads at once; the server renders images a couple at a time anyway. */
  concurrency?: number;
}

let counter = 0;

/**
 * Sends images one request each with XMLHttpRequest, because fetch cannot report upload
 * progress. Each file gets its own progress, status and, when refused, the server's reason.
 */
export function useImageUploads({ endpoint, onUploaded, concurrency = 2 }: Options) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  // The queue lives outside React state: requests finish in any order and start the next one.
  const [runner] = useState(() => createRunner(setEntries));

  const add = useCallback(
    (files: File[]) => {
      const fresh: UploadEntry[] = [];
      const jobs: Job[] = [];
      for (const file of files) {
        const key = `u${++counter}`;
        const base = { key, name: file.name, size: file.size, progress: 0 };
        if (file.size > MAX_UPLOAD_MB * 1024 * 1024) {
          fresh.push({
            ...base,
            status: 'failed',
            message: `This file is over ${MAX_UPLOAD_MB} MB. Please send a smaller copy.`,
          });
          continue;
        }
        fresh.push({ ...base, status: 'waiting' });
        jobs.push({ key, file, endpoint, onUploaded });
      }
      setEntries((list) => [...list, ...fresh]);
      runner.enqueue(jobs, concurrency);
    },
    [endpoint, runner, concurrency, onUploaded],
  );

  const clearFinished = useCallback(() => {
    setEntries((list) => list.filter((e) => e.status !== 'done' && e.status !== 'failed'));
  }, []);

  const busy = entries.some((e) => e.status === 'waiting' || e.status === 'uploading' || e.status === 'processing');
  return { entries, add, clearFinished, busy };
}

interface Job {
  key: string;
  file: File;
  endpoint: string;
  onUploaded?: (result: unknown) => void;
}

function createRunner(setEntries: (update: (list: UploadEntry[]) => UploadEntry[]) => void) {
  const queue: Job[] = [];
  let active = 0;
  let limit = 2;
  const update = (key: string, patch: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));

  function start(job: Job) {
    active++;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', job.endpoint);
    xhr.setRequestHeader('Content-Type', job.file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(job.file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) update(job.key, { progress: event.loaded / event.total });
    };
    xhr.upload.onload = () => update(job.key, { progress: 1, status: 'processing' });
    const finish = (patch: Partial<UploadEntry>) => {
      update(job.key, patch);
      active--;
      pump();
    };
    xhr.onload = () => {
      let body: { error?: string } | null;
      try {
        body = JSON.parse(xhr.responseText) as { error?: string };
      } catch {
        body = null;
      }
      if (xhr.status === 201) {
        job.onUploaded?.(body);
        finish({ status: 'done', progress: 1, message: 'Added' });
      } else if (xhr.status === 401) {
        finish({
          status: 'failed',
          message: 'Your session has ended. Please sign in again, then add this photo again.',
        });
      } else {
        finish({
          status: 'failed',
          message: body?.error ?? `The upload did not work (error ${xhr.status}). Please try again.`,
        });
      }
    };
    xhr.onerror = () =>
      finish({
        status: 'failed',
        message: 'We could not reach the server. Please check your connection and try again.',
      });
    update(job.key, { status: 'uploading' });
    xhr.send(job.file);
  }

  function pump() {
    while (active < limit && queue.length > 0) start(queue.shift()!);
  }

  return {
    enqueue(jobs: Job[], concurrency: number) {
      limit = concurrency;
      queue.push(...jobs);
      pump();
    },
  };
}
