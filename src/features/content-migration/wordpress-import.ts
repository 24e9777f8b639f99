import type { WordPressProgress, WordPressReport } from '#server/modules/content-migration/content-migration.schema';
import { SESSION_ENDED, UNREACHABLE } from './migration-upload';

/**
 * Sends the export for import and follows its progress: the server answers with lines of JSON
 * (`progress` while pictures are fetched, then `report`), read as they arrive.
 */
export function importWithProgress(
  url: string,
  file: File,
  onUpload: (fraction: number) => void,
  onProgress: (progress: WordPressProgress) => void,
): Promise<WordPressReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    let read = 0;
    const lines = (): Array<{ progress?: WordPressProgress; report?: WordPressReport; error?: string }> => {
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n');
      if (end < read) return [];
      const chunk = text.slice(read, end);
      read = end + 1;
      return chunk
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as { progress?: WordPressProgress; report?: WordPressReport; error?: string }];
          } catch {
            return [];
          }
        });
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    const streamed = () => /x-ndjson/.test(xhr.getResponseHeader('Content-Type') ?? '');
    // The last line (the report) may arrive in the same chunk as the last progress: kept here.
    let last: { report?: WordPressReport; error?: string } | null = null;
    const take = () => {
      for (const line of lines()) {
        if (line.progress) onProgress(line.progress);
        if (line.report || line.error) last = line;
      }
    };
    xhr.onprogress = () => {
      if (streamed()) take();
    };
    xhr.onload = () => {
      if (xhr.status === 401) return reject(new Error(SESSION_ENDED));
      if (xhr.status === 200 && streamed()) {
        take();
        const final = last as { report?: WordPressReport; error?: string } | null;
        if (final?.report) return resolve(final.report);
        if (final?.error) return reject(new Error(final.error));
        return reject(new Error('The import stopped before it finished. Please check the blog, then try again.'));
      }
      let body: (WordPressReport & { error?: string }) | null;
      try {
        body = JSON.parse(xhr.responseText) as WordPressReport & { error?: string };
      } catch {
        body = null;
      }
      if ((xhr.status === 200 || xhr.status === 422) && body && !body.error) return resolve(body);
      reject(new Error(body?.error ?? `That did not work (error ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new Error(UNREACHABLE));
    xhr.send(file);
  });
}
