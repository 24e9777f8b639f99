import type { ResponsiveImageData } from '#server/modules/media/media.schema';

/** What /admin-api/blog/upload answers (server/modules/blog/blog.upload-route.ts). */
export interface UploadedBlogImage {
  id: number;
  image: ResponsiveImageData;
  imageUrl: string;
  body: { src: string; srcset: string | null; width: number; height: number };
}

const MAX_MB = 25;

/** Sends one picture through the image pipeline; throws an Error with words staff can act on. */
export async function uploadBlogImage(file: File, purpose: 'cover' | 'body'): Promise<UploadedBlogImage> {
  if (file.size > MAX_MB * 1024 * 1024) throw new Error(`This file is over ${MAX_MB} MB. Please send a smaller copy.`);
  let response: Response;
  try {
    response = await fetch(`/admin-api/blog/upload?purpose=${purpose}`, {
      method: 'POST',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'X-File-Name': encodeURIComponent(file.name),
      },
      body: file,
    });
  } catch {
    throw new Error('We could not reach the server. Please check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as (UploadedBlogImage & { error?: string }) | null;
  if (response.status === 201 && body) return body;
  if (response.status === 401)
    throw new Error('Your sign-in has ended. Please sign in again in another tab, then retry.');
  throw new Error(body?.error ?? `The upload did not work (error ${response.status}). Please try again.`);
}
