import { sql, type Kysely } from 'kysely';

// Frozen in time. What a gallery item's own page needs (product.md, "Gallery and images").
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `alter table gallery_images
       add column description text,
       add column slug text,
       add column price_cents integer check (price_cents is null or price_cents >= 0),
       add column availability text check (availability in ('available', 'reserved', 'sold')),
       add column granite_color text,
       add column dimensions text,
       add column is_published boolean not null default true,
       add column width integer,
       add column height integer,
       add column updated_at timestamptz not null default now()`,
    `create unique index gallery_images_category_slug_key on gallery_images (category, slug) where slug is not null`,
    `create index gallery_images_published_idx on gallery_images (category, is_published, display_order, created_at desc)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
