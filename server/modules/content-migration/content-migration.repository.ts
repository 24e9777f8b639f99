import type { AppDb } from '#db/create-db';

/** The blog pictures already fetched from these addresses by an earlier import. */
export async function findImportedImageSources(db: AppDb, urls: string[]): Promise<Map<string, number>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .selectFrom('imported_image_sources')
    .select(['url', 'blog_image_id'])
    .where('url', 'in', urls)
    .execute();
  return new Map(rows.map((r) => [r.url, r.blog_image_id]));
}

/** Remembers the blog picture an address became, so no later import fetches it again. */
export async function rememberImportedImageSource(db: AppDb, url: string, blogImageId: number) {
  await db
    .insertInto('imported_image_sources')
    .values({ url, blog_image_id: blogImageId })
    .onConflict((oc) => oc.column('url').doUpdateSet({ blog_image_id: blogImageId }))
    .execute();
}
