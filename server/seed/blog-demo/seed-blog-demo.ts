import type { AppDb } from '#db/create-db';
import { storeProcessedImage } from '#server/modules/media/media.service';
import type { MediaStorage } from '#server/modules/media/storage';
import { addBlogImage, postSlugExists, seedPost } from '#server/modules/blog/blog.service';
import { allDemoItems, demoImage } from '../gallery-demo/seed-gallery-demo';
import { DEMO_POSTS, type DemoPost } from './demo-posts';

const DAY_MS = 86_400_000;

/**
 * The six demo guides, each with a gallery drawing as its cover (rendered once and cached by the
 * gallery seed). Posts are known by slug: one that exists is left alone, so the seed can run on
 * every start.
 */
export async function seedBlogDemo(
  db: AppDb,
  storage: MediaStorage,
  log: { info(message: string): void },
  posts: DemoPost[] = DEMO_POSTS,
  options: { prepared?: string } = {},
) {
  const items = allDemoItems();
  let added = 0;
  for (const post of posts) {
    if (await postSlugExists(db, post.slug)) continue;
    const item = items.find((i) => i.slug === post.cover.gallerySlug);
    let coverImageId: number | null = null;
    if (item) {
      const image = await demoImage(item, options);
      const stored = await storeProcessedImage(storage, image.bytes, image.processed);
      coverImageId = (await addBlogImage(db, stored)).id;
    }
    const outcome = await seedPost(
      db,
      {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        category: post.category,
        bodyHtml: post.bodyHtml.trim(),
        coverImageId,
        coverAlt: coverImageId ? post.cover.alt : null,
        seoTitle: post.seoTitle ?? null,
        seoDescription: post.seoDescription ?? null,
      },
      new Date(Date.now() - post.daysAgo * DAY_MS),
    );
    if (outcome === 'added') added++;
  }
  if (added) log.info(`Seeded ${added} blog posts`);
}
