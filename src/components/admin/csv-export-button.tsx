import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#src/lib/trpc';
import { downloadFile } from '#src/lib/download';

/** A staff export as the server writes it (one CSV writer, decision 183). */
export interface CsvFile {
  csv: string;
  filename: string;
  count: number;
}

/**
 * The button above a staff list that saves what the list shows as a CSV file for a spreadsheet;
 * each screen keeps its own words for the button and the notices.
 */
export function CsvExportButton({
  label,
  fetchFile,
  ready,
  failedTitle,
}: {
  label: string;
  /** Fetches the file afresh (the list's filters and search). */
  fetchFile: () => Promise<CsvFile>;
  /** The notice once saved. */
  ready: (file: CsvFile) => { title?: string; message: string };
  failedTitle: string;
}) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await fetchFile();
      downloadFile([file.csv], file.filename, 'text/csv;charset=utf-8');
      notifications.show({ ...ready(file), color: 'green' });
    } catch (error) {
      notifications.show({ title: failedTitle, message: errorMessage(error), color: 'red' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" onClick={() => void download()} loading={busy}>
      {label}
    </Button>
  );
}
