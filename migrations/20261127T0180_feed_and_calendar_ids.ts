import { sql, type Kysely } from 'kysely';

// Frozen in time. Ids that other software keeps (decision record 182):
// - a post's id in the feed, random and stored, so moving the site to a new address (SITE_URL)
//   never shows readers every post again;
// - a booking's calendar id (the .ics UID), random and stored, unique across installations, and
//   its SEQUENCE, raised when the booking is moved or cancelled, so a calendar app updates the
//   event it has instead of keeping a second one.
// Posts already stored lose the characters XML 1.0 forbids, as every save now does.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_posts add column feed_guid uuid not null default gen_random_uuid()`.execute(db);
  await sql`
    update blog_posts set
      title = regexp_replace(title, ${FORBIDDEN}, '', 'g'),
      excerpt = regexp_replace(excerpt, ${FORBIDDEN}, '', 'g'),
      body_html = regexp_replace(body_html, ${FORBIDDEN}, '', 'g'),
      cover_alt = regexp_replace(cover_alt, ${FORBIDDEN}, '', 'g'),
      seo_title = regexp_replace(seo_title, ${FORBIDDEN}, '', 'g'),
      seo_description = regexp_replace(seo_description, ${FORBIDDEN}, '', 'g')
    where concat_ws(' ', title, excerpt, body_html, cover_alt, seo_title, seo_description) ~ ${FORBIDDEN}
  `.execute(db);
  await sql`alter table bookings add column calendar_uid uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table bookings add column calendar_sequence integer not null default 0 check (calendar_sequence >= 0)`.execute(
    db,
  );
}

/** PostgreSQL's regular expression for the characters XML 1.0 forbids (text never holds NUL or a lone surrogate). */
const FORBIDDEN = '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\uFFFE\\uFFFF]';

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings drop column calendar_sequence`.execute(db);
  await sql`alter table bookings drop column calendar_uid`.execute(db);
  await sql`alter table blog_posts drop column feed_guid`.execute(db);
}
