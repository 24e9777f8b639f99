import type { FastifyInstance } from 'fastify';
import type { AppDb } from '#db/create-db';
import { registerImageUploadRoute } from '../media/admin-upload';
import type { MediaStorage } from '../media/storage';
import type { ContentVersion } from '../page-cache/content-version';
import { galleryUploadQuerySchema } from './gallery.schema';
import { addStoredImage } from './gallery.service';

export const GALLERY_UPLOAD_PATH = '/admin-api/gallery/upload';

/** POST /admin-api/gallery/upload?category=stock_items, the file as the body: a new draft item. */
export function galleryUploadRoute(
  app: FastifyInstance,
  deps: { db: AppDb; storage: MediaStorage; contentVersion: ContentVersion },
) {
  return registerImageUploadRoute(app, {
    path: GALLERY_UPLOAD_PATH,
    db: deps.db,
    storage: deps.storage,
    contentVersion: deps.contentVersion,
    query: galleryUploadQuerySchema,
    save: ({ db, stored, fileName, query }) => addStoredImage(db, stored, { category: query.category, fileName }),
  });
}
