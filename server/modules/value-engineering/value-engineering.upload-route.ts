import type { FastifyInstance } from 'fastify';
import { registerImageUploadRoute, type ImageUploadDeps } from '../media/admin-upload';
import { packageUploadQuerySchema } from './value-engineering.schema';
import { findPackageForStaff, setPackagePicture } from './value-engineering.service';

export const PACKAGE_UPLOAD_PATH = '/admin-api/ve/package-picture';

/** POST /admin-api/ve/package-picture?packageId=..., the file as the body: the package's new picture. */
export function packagePictureUploadRoute(app: FastifyInstance, deps: ImageUploadDeps) {
  return registerImageUploadRoute(app, deps, {
    path: PACKAGE_UPLOAD_PATH,
    query: packageUploadQuerySchema,
    save: async ({ db, stored, query }) => {
      // The upload route answers errors by their statusCode (a TRPCError would be a 500).
      if (!(await findPackageForStaff(db, query.packageId))) {
        throw Object.assign(new Error('That package no longer exists. Please reload the page.'), { statusCode: 404 });
      }
      return setPackagePicture(db, deps.storage, query.packageId, stored);
    },
  });
}
