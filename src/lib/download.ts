/**
 * Hands the browser a file to save (the staff CSV exports) through a temporary link. The object
 * URL is revoked a moment later rather than at once, as some browsers read it after click().
 */
export function downloadFile(parts: BlobPart[], filename: string, type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
