import type { FastifyInstance } from 'fastify';
import { registerImageUploadRoute, type ImageUploadDeps } from '../media/admin-upload';
import { galleryUploadQuerySchema } from './gallery.schema';
import { addStoredImage } from './gallery.service';

export const GALLERY_UPLOAD_PATH = '/admin-api/gallery/upload';

/** POST /admin-api/gallery/upload?category=stock_items, the file as the body: a new draft item. */
export function galleryUploadRoute(app: FastifyInstance, deps: ImageUploadDeps) {
  return registerImageUploadRoute(app, deps, {
    path: GALLERY_UPLOAD_PATH,
    query: galleryUploadQuerySchema,
    save: ({ db, stored, fileName, query }) => addStoredImage(db, stored, { category: query.category, fileName }),
  });
}
