import type { FastifyInstance } from 'fastify';
import type { AppDb } from '#db/create-db';
import { registerImageUploadRoute } from '../media/admin-upload';
import type { MediaStorage } from '../media/storage';
import type { ContentVersion } from '../page-cache/content-version';
import { siteImageUploadQuerySchema } from './site-images.admin-schema';
import { addStoredSiteImage } from './site-images.admin-service';

export const SITE_IMAGES_UPLOAD_PATH = '/admin-api/site-images/upload';

/** POST /admin-api/site-images/upload?category=hero, the file as the body: a new image, switched off. */
export function siteImagesUploadRoute(
  app: FastifyInstance,
  deps: { db: AppDb; storage: MediaStorage; contentVersion: ContentVersion },
) {
  return registerImageUploadRoute(app, {
    path: SITE_IMAGES_UPLOAD_PATH,
    db: deps.db,
    storage: deps.storage,
    contentVersion: deps.contentVersion,
    query: siteImageUploadQuerySchema,
    save: ({ db, stored, fileName, query }) => addStoredSiteImage(db, stored, { category: query.category, fileName }),
  });
}
