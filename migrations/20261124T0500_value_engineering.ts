import { sql, type Kysely } from 'kysely';

// Frozen in time. Value engineering (issue 15, decision record 080): the packages as data (seeded
// here with the specification's three, so every site has them), the commitments families make to
// a package, each commitment's history of stage changes, and the staff-edited page copy.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table ve_packages (
       id text primary key constraint ve_packages_id_check check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
       name text not null,
       price_cents integer not null constraint ve_packages_price_check check (price_cents > 0),
       granite text not null default '',
       style text not null default '',
       summary text not null default '',
       includes jsonb not null default '[]'::jsonb,
       image_url text not null,
       image_alt text not null default '',
       medium_url text,
       width integer,
       height integer,
       variants jsonb,
       placeholder_color text,
       original_key text,
       content_hash text,
       display_order integer not null default 0,
       retired_at timestamptz,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now()
     )`,
    `create index ve_packages_order_idx on ve_packages (display_order, name)`,
    `create table ve_commitments (
       id serial primary key,
       submission_key uuid not null constraint ve_commitments_submission_key_unique unique,
       package_id text not null references ve_packages (id),
       package_name text not null,
       package_price_cents integer not null constraint ve_commitments_package_price_check check (package_price_cents > 0),
       deposit_due_cents integer not null,
       name text not null,
       email text,
       phone text,
       office text not null default 'either',
       cemetery text,
       town text,
       timeline text not null default 'not-sure',
       notes text,
       source_page text,
       stage text not null default 'new' constraint ve_commitments_stage_check
         check (stage in ('new', 'deposit_received', 'design', 'production', 'installed', 'closed', 'cancelled')),
       deposit_cents integer constraint ve_commitments_deposit_check check (deposit_cents is null or deposit_cents > 0),
       deposit_received_on date,
       final_price_cents integer constraint ve_commitments_final_check check (final_price_cents is null or final_price_cents > 0),
       cancel_reason text,
       staff_notes text,
       ip_hash text,
       closed_at timestamptz,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint ve_commitments_reachable_check check (email is not null or phone is not null),
       constraint ve_commitments_deposit_before_work_check
         check (stage in ('new', 'cancelled') or (deposit_cents is not null and deposit_received_on is not null)),
       constraint ve_commitments_closed_final_check check (stage <> 'closed' or final_price_cents is not null)
     )`,
    `create index ve_commitments_created_idx on ve_commitments (created_at desc)`,
    `create index ve_commitments_stage_idx on ve_commitments (stage, created_at desc)`,
    `create table ve_commitment_events (
       id serial primary key,
       commitment_id integer not null references ve_commitments (id) on delete cascade,
       stage text,
       detail text not null,
       by_email text,
       created_at timestamptz not null default now()
     )`,
    `create index ve_commitment_events_commitment_idx on ve_commitment_events (commitment_id, id)`,
    `create table ve_content (
       id smallint primary key default 1 check (id = 1),
       content jsonb not null,
       updated_by text,
       updated_at timestamptz not null default now()
     )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);

  const packages = [
    {
      id: 'heritage-blue-pearl-companion',
      name: 'Heritage Blue Pearl Companion',
      price: 485_000,
      granite: 'Blue Pearl',
      style: 'Companion upright',
      summary:
        'A companion upright in shimmering Blue Pearl granite with room for two names, dates and a shared epitaph.',
      includes: [
        'Blue Pearl granite companion tablet on a matching base',
        'Two names with birth and death dates',
        'A shared epitaph of up to two lines',
        'One emblem or simple artwork panel',
        'Design proof for your approval before cutting',
        'Foundation, delivery and installation in our service area',
      ],
      image: '/images/packages/heritage-blue-pearl.svg',
      alt: 'Blue Pearl companion upright monument illustration',
    },
    {
      id: 'legacy-sierra-white-upright',
      name: 'Legacy Sierra White Upright',
      price: 675_000,
      granite: 'Sierra White',
      style: 'Upright with serpentine top',
      summary:
        'A classic Sierra White upright with a serpentine top, hand-finished edges and deep, easy-to-read lettering.',
      includes: [
        'Sierra White granite upright with serpentine top and base',
        'Names, dates and an epitaph of up to four lines',
        'Custom artwork panel designed with you',
        'Polished front and back with rock-pitched edges',
        'Design proof for your approval before cutting',
        'Foundation, delivery and installation in our service area',
      ],
      image: '/images/packages/legacy-sierra-white.svg',
      alt: 'Sierra White upright monument illustration',
    },
    {
      id: 'premium-india-red-monument',
      name: 'Premium India Red Monument',
      price: 895_000,
      granite: 'India Red',
      style: 'Premium upright with vases',
      summary: 'A premium India Red monument with twin vases, etched or carved artwork and a fully polished finish.',
      includes: [
        'India Red granite upright, base and two matching vases',
        'Names, dates, epitaph and back-side family inscription',
        'Etched portrait or carved artwork of your choice',
        'Fully polished finish on all faces',
        'Design proof for your approval before cutting',
        'Foundation, delivery and installation in our service area',
      ],
      image: '/images/packages/premium-india-red.svg',
      alt: 'India Red premium monument with vases illustration',
    },
  ];
  let order = 0;
  for (const p of packages) {
    order += 10;
    await sql`insert into ve_packages (id, name, price_cents, granite, style, summary, includes, image_url, image_alt, display_order)
      values (${p.id}, ${p.name}, ${p.price}, ${p.granite}, ${p.style}, ${p.summary}, ${JSON.stringify(p.includes)}::jsonb,
              ${p.image}, ${p.alt}, ${order})
      on conflict (id) do nothing`.execute(db);
  }
}
