import { sql, type Kysely } from 'kysely';

// Frozen in time. What the image pipeline keeps beside each image (docs/decisions/020):
// - variants: every rendition's storage key, URL, format and size, for srcset and clean-up;
// - original_key: the upload as received, kept privately so renditions can be rebuilt;
// - placeholder_color: the image's average color, shown while it loads;
// - source_url: where an imported image came from, so an import never runs twice;
// - content_hash: SHA-256 of the original bytes, so a folder import never adds a file twice.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `alter table gallery_images
       add column alt_text text,
       add column variants jsonb,
       add column placeholder_color text,
       add column original_key text,
       add column source_url text,
       add column content_hash text`,
    `create unique index gallery_images_source_url_key on gallery_images (source_url) where source_url is not null`,
    `create index gallery_images_content_hash_idx on gallery_images (content_hash) where content_hash is not null`,
    `alter table site_images
       add column width integer,
       add column height integer,
       add column variants jsonb,
       add column placeholder_color text,
       add column original_key text,
       add column source_url text,
       add column content_hash text,
       add column updated_at timestamptz not null default now()`,
    `create unique index site_images_source_url_key on site_images (source_url) where source_url is not null`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
