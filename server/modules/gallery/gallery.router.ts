import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '#server/trpc/init';
import { galleryAboutInputSchema, galleryItemInputSchema, galleryListInputSchema } from './gallery.schema';
import {
  countPublished,
  findPublishedItem,
  galleryOverview,
  listGraniteColors,
  listPublished,
  listPublishedAbout,
  listRelated,
} from './gallery.repository';

export const galleryRouter = router({
  /** The six categories with their counts and cover images: the /gallery page in one call. */
  overview: publicProcedure.query(({ ctx }) => galleryOverview(ctx.db)),

  /** One page of a category's published items; the first page also carries the total. */
  list: publicProcedure.input(galleryListInputSchema).query(async ({ ctx, input }) => {
    const [page, total] = await Promise.all([
      listPublished(ctx.db, input.category, { cursor: input.cursor, limit: input.limit }),
      input.cursor ? Promise.resolve(null) : countPublished(ctx.db, input.category),
    ]);
    return { ...page, total };
  }),

  /** A few photos of one kind of work, for the service pages (named ones first) with the category's total. */
  about: publicProcedure.input(galleryAboutInputSchema).query(async ({ ctx, input }) => {
    const [items, total] = await Promise.all([
      listPublishedAbout(ctx.db, input.category, input.words, input.limit),
      countPublished(ctx.db, input.category),
    ]);
    return { items, total };
  }),

  /** An item's page: the item and a few related ones. */
  item: publicProcedure.input(galleryItemInputSchema).query(async ({ ctx, input }) => {
    const item = await findPublishedItem(ctx.db, input.category, input.slug);
    if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: 'That item is no longer in our gallery.' });
    return { item, related: await listRelated(ctx.db, item) };
  }),

  /** Every granite color as a named swatch (the granite colors page; the calculator reads it too). */
  graniteColors: publicProcedure.query(({ ctx }) => listGraniteColors(ctx.db)),
});
