import { TRPCError } from '@trpc/server';
import { adminProcedure, router } from '#server/trpc/init';
import {
  galleryAdminListSchema,
  galleryIdsSchema,
  galleryMoveSchema,
  galleryReorderSchema,
  gallerySetPublishedSchema,
  galleryUpdateInputSchema,
  isPricedCategory,
} from './gallery.schema';
import {
  countsByCategory,
  findForAdmin,
  listForAdmin,
  setPublished,
  slugTaken,
  updateGalleryItem,
} from './gallery.admin-repository';
import { deleteGalleryItems, graniteChoices, moveGalleryItems, reorderGalleryCategory } from './gallery.service';

const gone = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'That image no longer exists. Please reload the page.' });

/** Staff work on the gallery. Uploads arrive through POST /admin-api/gallery/upload (gallery.upload-route.ts). */
export const galleryAdminRouter = router({
  /** A category's items (drafts too) and every category's counts, for the tabs. */
  list: adminProcedure.input(galleryAdminListSchema).query(async ({ ctx, input }) => {
    const [items, counts] = await Promise.all([listForAdmin(ctx.db, input.category), countsByCategory(ctx.db)]);
    return { items, counts };
  }),

  /** The granites the edit dialog offers: the published price list's colors. */
  graniteChoices: adminProcedure.query(({ ctx }) => graniteChoices(ctx.db)),

  update: adminProcedure.input(galleryUpdateInputSchema).mutation(async ({ ctx, input }) => {
    const current = await findForAdmin(ctx.db, input.id);
    if (!current) throw gone();
    if (await slugTaken(ctx.db, current.category, input.item.slug, input.id)) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'Another image in this category already uses that web address.',
      });
    }
    // Price and availability belong to stock and clearance items only.
    const priced = isPricedCategory(current.category);
    const item = await updateGalleryItem(ctx.db, input.id, {
      ...input.item,
      priceCents: priced ? input.item.priceCents : null,
      availability: priced ? (input.item.availability ?? 'available') : null,
    });
    if (!item) throw gone();
    return item;
  }),

  setPublished: adminProcedure.input(gallerySetPublishedSchema).mutation(async ({ ctx, input }) => ({
    changed: await setPublished(ctx.db, input.ids, input.published),
  })),

  reorder: adminProcedure.input(galleryReorderSchema).mutation(async ({ ctx, input }) => ({
    changed: await reorderGalleryCategory(ctx.db, input.category, input.ids),
  })),

  move: adminProcedure.input(galleryMoveSchema).mutation(async ({ ctx, input }) => ({
    moved: await moveGalleryItems(ctx.db, input.ids, input.category),
  })),

  delete: adminProcedure.input(galleryIdsSchema).mutation(async ({ ctx, input }) => ({
    deleted: await deleteGalleryItems(ctx.db, ctx.storage, input.ids),
  })),
});
