import type { FastifyInstance } from 'fastify';
import { registerImageUploadRoute, type ImageUploadDeps } from '../media/admin-upload';
import { siteImageUploadQuerySchema } from './site-images.admin-schema';
import { addStoredSiteImage } from './site-images.admin-service';

export const SITE_IMAGES_UPLOAD_PATH = '/admin-api/site-images/upload';

/** POST /admin-api/site-images/upload?category=hero, the file as the body: a new image, switched off. */
export function siteImagesUploadRoute(app: FastifyInstance, deps: ImageUploadDeps) {
  return registerImageUploadRoute(app, deps, {
    path: SITE_IMAGES_UPLOAD_PATH,
    query: siteImageUploadQuerySchema,
    save: ({ db, stored, fileName, query }) => addStoredSiteImage(db, stored, { category: query.category, fileName }),
  });
}
