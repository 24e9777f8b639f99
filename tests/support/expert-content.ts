import type { Database } from '#db/create-db';
import { demoPricingConfig } from '#server/modules/calculator/calculator.seed-data';
import { seedCalculator } from '#server/modules/calculator/calculator.service';
import { seedPost } from '#server/modules/blog/blog.service';
import { DEMO_POSTS } from '#server/seed/blog-demo/demo-posts';

const DAY_MS = 86_400_000;

/** What the monument expert reads on the demo site: the published price list and the demo guides (without covers). */
export async function seedExpertContent(database: Database) {
  await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
  for (const post of DEMO_POSTS) {
    await seedPost(
      database.db,
      {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        category: post.category,
        bodyHtml: post.bodyHtml.trim(),
        coverImageId: null,
        coverAlt: null,
        seoTitle: null,
        seoDescription: null,
      },
      new Date(Date.now() - post.daysAgo * DAY_MS),
    );
  }
}
