import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import { BLOG_PAGE_SIZE } from './blog.choices';
import { blogListSchema, blogPostInputSchema } from './blog.schema';
import { findPublishedPost, listPublishedPosts, nextScheduledChange } from './blog.service';

/** A scheduled post changes these pages at its time: the cached HTML ends then (decision 040). */
async function expireAtNextScheduledPost(ctx: Context) {
  const next = await nextScheduledChange(ctx.db);
  if (next) ctx.pageCache.expireAt(next);
}

export const blogRouter = router({
  /** One page of /blog, newest first, optionally one category. */
  list: publicProcedure.input(blogListSchema).query(async ({ ctx, input }) => {
    const [{ posts, total }] = await Promise.all([listPublishedPosts(ctx.db, input), expireAtNextScheduledPost(ctx)]);
    return { posts, total, page: input.page, pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
  }),

  /** A post's page: the post and up to three related posts. */
  post: publicProcedure.input(blogPostInputSchema).query(async ({ ctx, input }) => {
    const [found] = await Promise.all([findPublishedPost(ctx.db, input.slug), expireAtNextScheduledPost(ctx)]);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'We could not find that article.' });
    return found;
  }),
});
