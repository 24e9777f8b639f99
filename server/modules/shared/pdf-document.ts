import type { PDFDocumentLoadingTask } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Starts opening a PDF with pdf.js as the server reads one: no font faces loaded, no system fonts,
 * stopped at the first error, quiet. pdf.js is imported on first use, so a process that never
 * opens a PDF never loads it. The caller awaits `task.promise` and always `task.destroy()`s.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentLoadingTask> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
}
