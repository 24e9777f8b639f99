import { TRPCError } from '@trpc/server';
import { adminProcedure, router } from '#server/trpc/init';
import {
  siteImageIdsSchema,
  siteImageListSchema,
  siteImageReorderSchema,
  siteImageSetActiveSchema,
  siteImageUpdateSchema,
} from './site-images.admin-schema';
import {
  listSiteImagesForAdmin,
  setSiteImagesActive,
  siteImageCounts,
  updateSiteImage,
} from './site-images.admin-repository';
import { deleteSiteImages, reorderSiteImageCategory } from './site-images.admin-service';

/** Staff work on the site's own pictures. Uploads arrive through POST /admin-api/site-images/upload. */
export const siteImagesAdminRouter = router({
  list: adminProcedure.input(siteImageListSchema).query(async ({ ctx, input }) => {
    const [items, counts] = await Promise.all([
      listSiteImagesForAdmin(ctx.db, input.category),
      siteImageCounts(ctx.db),
    ]);
    return { items, counts };
  }),

  update: adminProcedure.input(siteImageUpdateSchema).mutation(async ({ ctx, input }) => {
    const item = await updateSiteImage(ctx.db, input.id, input.item);
    if (!item)
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That image no longer exists. Please reload the page.' });
    return item;
  }),

  setActive: adminProcedure
    .input(siteImageSetActiveSchema)
    .mutation(({ ctx, input }) => setSiteImagesActive(ctx.db, input.ids, input.active)),

  reorder: adminProcedure.input(siteImageReorderSchema).mutation(async ({ ctx, input }) => ({
    changed: await reorderSiteImageCategory(ctx.db, input.category, input.ids),
  })),

  delete: adminProcedure.input(siteImageIdsSchema).mutation(async ({ ctx, input }) => ({
    deleted: await deleteSiteImages(ctx.db, ctx.storage, input.ids),
  })),
});
