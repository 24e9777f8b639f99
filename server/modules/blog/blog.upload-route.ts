import type { FastifyInstance } from 'fastify';
import { registerImageUploadRoute, type ImageUploadDeps } from '../media/admin-upload';
import { bodyImageAttributes } from './blog.repository';
import { blogUploadQuerySchema } from './blog.schema';
import { addBlogImage } from './blog.service';

export const BLOG_UPLOAD_PATH = '/admin-api/blog/upload';

/**
 * POST /admin-api/blog/upload?purpose=cover|body, the file as the body: the picture goes through
 * the image pipeline and comes back with its id (a cover) and the attributes of an <img> (a
 * picture in the body).
 */
export function blogUploadRoute(app: FastifyInstance, deps: ImageUploadDeps) {
  return registerImageUploadRoute(app, deps, {
    path: BLOG_UPLOAD_PATH,
    query: blogUploadQuerySchema,
    save: async ({ db, stored }) => {
      const image = await addBlogImage(db, stored);
      return { ...image, body: bodyImageAttributes(image) };
    },
  });
}
