import {
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  processImage,
  sniffImageFormat,
  type ProcessedImage,
} from '../media/image-pipeline';
import { randomName, sha256 } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import { openPdf } from '../shared/pdf-document';

/**
 * Proof files (decision record 141): a drawing as an image goes through the site's image
 * pipeline (identified by its bytes, limited, re-encoded without metadata) but its renditions
 * are stored privately; a PDF is identified by its first bytes and then opened by pdf.js, so a
 * file that merely starts like a PDF is refused. Originals are kept as uploaded: their SHA-256
 * is what the family's approval is recorded against.
 */

export class ProofFileRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProofFileRejectedError';
  }
}

export const MAX_PDF_PAGES = 20;
export const ACCEPTED_PROOF_TEXT = 'a PDF or a JPEG, PNG, WebP or AVIF image';

/** `%PDF-` within the first kilobyte, as readers accept it. */
export function looksLikePdf(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('latin1');
  return head.indexOf('%PDF-') >= 0 && head.indexOf('%PDF-') < 1024;
}

/** Opens the PDF with pdf.js and returns its page count; refuses anything pdf.js cannot read. */
export async function checkPdf(bytes: Buffer): Promise<{ pageCount: number }> {
  const task = await openPdf(bytes);
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new ProofFileRejectedError('This PDF has no pages.');
    if (doc.numPages > MAX_PDF_PAGES) {
      throw new ProofFileRejectedError(
        `This PDF has ${doc.numPages} pages; a proof has at most ${MAX_PDF_PAGES}. Please send the proof pages only.`,
      );
    }
    // Every page must open: a damaged file fails here rather than on the family's phone.
    for (let n = 1; n <= doc.numPages; n++) await doc.getPage(n);
    return { pageCount: doc.numPages };
  } catch (error) {
    if (error instanceof ProofFileRejectedError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ProofFileRejectedError('This PDF is protected by a password. Please save it without one.');
    }
    throw new ProofFileRejectedError('This PDF could not be read; the file may be damaged or incomplete.');
  } finally {
    await task.destroy().catch(() => {});
  }
}

export interface StoredProofFile {
  kind: 'image' | 'pdf';
  originalKey: string;
  largeKey: string | null;
  mediumKey: string | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
  bytes: number;
  sha256: string;
}

const IMAGE_EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' } as const;

/**
 * Checks a proof file by its content and stores it privately; nothing is written when it is
 * refused. `processed`: the pipeline's renditions of these very bytes, made earlier (the demo
 * seed's prepared proof, decision record 225).
 */
export async function storeProofFile(
  storage: MediaStorage,
  bytes: Buffer,
  processed?: ProcessedImage,
): Promise<StoredProofFile> {
  if (bytes.length === 0) throw new ProofFileRejectedError('The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new ProofFileRejectedError(
      `The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  }
  const name = randomName();
  const hash = sha256(bytes);
  const imageFormat = sniffImageFormat(bytes);
  if (imageFormat) {
    let images: ProcessedImage;
    try {
      images = processed ?? (await processImage(bytes));
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new ProofFileRejectedError(error.message);
      throw error;
    }
    const pick = (variant: 'optimized' | 'medium') =>
      images.renditions.find((r) => r.variant === variant && r.format === 'webp')!;
    const large = pick('optimized');
    const medium = pick('medium');
    const originalKey = `private/proofs/${name}.${IMAGE_EXTENSION[imageFormat]}`;
    const largeKey = `private/proofs/${name}-${large.width}w.webp`;
    const mediumKey = `private/proofs/${name}-${medium.width}w.webp`;
    await storage.put(originalKey, bytes, 'application/octet-stream');
    await storage.put(largeKey, large.data, 'image/webp');
    if (mediumKey !== largeKey) await storage.put(mediumKey, medium.data, 'image/webp');
    return {
      kind: 'image',
      originalKey,
      largeKey,
      mediumKey,
      width: large.width,
      height: large.height,
      pageCount: null,
      bytes: bytes.length,
      sha256: hash,
    };
  }
  if (looksLikePdf(bytes)) {
    const { pageCount } = await checkPdf(bytes);
    const originalKey = `private/proofs/${name}.pdf`;
    await storage.put(originalKey, bytes, 'application/pdf');
    return {
      kind: 'pdf',
      originalKey,
      largeKey: null,
      mediumKey: null,
      width: null,
      height: null,
      pageCount,
      bytes: bytes.length,
      sha256: hash,
    };
  }
  throw new ProofFileRejectedError(`This file is not ${ACCEPTED_PROOF_TEXT}. Please export the proof in one of those.`);
}

export async function deleteStoredProofFile(storage: MediaStorage, file: StoredProofFile): Promise<void> {
  const keys = [file.originalKey, file.largeKey, file.mediumKey].filter((k): k is string => !!k);
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => {})));
}
