import { adminProcedure, router } from '#server/trpc/init';
import {
  blogAdminListSchema,
  blogCreateSchema,
  blogIdSchema,
  blogPublishSchema,
  blogSaveSchema,
  blogSlugCheckSchema,
  blogUnpublishSchema,
} from './blog.schema';
import {
  checkSlug,
  createPost,
  deletePost,
  getPostForStaff,
  listPostsForStaff,
  publishPost,
  savePost,
  unpublishPost,
} from './blog.service';

/** Staff write, schedule and publish posts: /admin/blogs. */
export const blogAdminRouter = router({
  list: adminProcedure.input(blogAdminListSchema).query(({ ctx, input }) => listPostsForStaff(ctx.db, input)),

  get: adminProcedure.input(blogIdSchema).query(({ ctx, input }) => getPostForStaff(ctx.db, input.id)),

  /** Whether an address is free, as staff type it. */
  checkSlug: adminProcedure
    .input(blogSlugCheckSchema)
    .query(({ ctx, input }) => checkSlug(ctx.db, input.slug, input.id)),

  /** The first save of a new post (a draft). */
  create: adminProcedure.input(blogCreateSchema).mutation(async ({ ctx, input }) => {
    const post = await createPost(ctx.db, input);
    ctx.log.info({ postId: post.id, by: ctx.user.id }, 'blog post created');
    return post;
  }),

  /** Saves every field (autosave and "Save changes"); refuses a stale revision. */
  save: adminProcedure.input(blogSaveSchema).mutation(({ ctx, input }) => savePost(ctx.db, input)),

  /** Publish now, or schedule for later. */
  publish: adminProcedure.input(blogPublishSchema).mutation(async ({ ctx, input }) => {
    const post = await publishPost(ctx.db, input);
    ctx.log.info({ postId: post.id, publishedAt: post.publishedAt, by: ctx.user.id }, 'blog post published');
    return post;
  }),

  unpublish: adminProcedure.input(blogUnpublishSchema).mutation(async ({ ctx, input }) => {
    const post = await unpublishPost(ctx.db, input);
    ctx.log.info({ postId: post.id, by: ctx.user.id }, 'blog post unpublished');
    return post;
  }),

  delete: adminProcedure.input(blogIdSchema).mutation(async ({ ctx, input }) => {
    const deleted = await deletePost(ctx.db, input.id);
    ctx.log.info({ postId: input.id, slug: deleted.slug, by: ctx.user.id }, 'blog post deleted');
    return { ok: true };
  }),
});
