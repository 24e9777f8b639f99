import { sql, type Kysely } from 'kysely';

// Frozen in time. The business facts move from content/business.ts and content/testimonials.ts
// into the database (decision record 090): one row per settings section, a history of every
// change (who, when, before, after) for undo, and the write-only secrets (SMTP password, AI
// key) in a table of their own that no read procedure selects. Seeded with the values the site
// showed on the day of the move; the fictional stand-ins (555-01xx phones, streets, names) are
// flagged to staff by the settings screen.
export const seed: Record<string, unknown> = {
  company: {
    name: 'Caldwell Monument Company',
    shortName: 'Caldwell Monuments',
    foundedYear: 1936,
    tagline: 'Family-owned memorials, made with care since 1936',
    email: 'info@caldwellmonuments.com',
    priceRange: '$$',
    stats: { years: 87, locations: 2, familyOwnedPercent: 100 },
  },
  offices: {
    hours: { days: 'Monday to Friday', opens: '09:00', closes: '17:00', label: 'Mon-Fri 9:00 AM - 5:00 PM' },
    timeZone: 'America/Chicago',
    serviceArea: {
      primaryStates: ['Texas', 'Oklahoma', 'New Mexico'],
      summary: 'Oklahoma and North Central Texas, with installations across Texas, Oklahoma and New Mexico',
    },
    offices: [
      {
        id: 'oklahoma',
        name: 'Ada, Oklahoma',
        role: 'Headquarters and workshop',
        street: '1415 N Broadway Ave',
        city: 'Ada',
        region: 'OK',
        regionName: 'Oklahoma',
        postalCode: '74820',
        phone: '(580) 555-0136',
        phoneHref: 'tel:+15805550136',
        geo: { lat: 34.7745, lng: -96.6783 },
      },
      {
        id: 'texas',
        name: 'Wylie, Texas',
        role: 'Sales office',
        street: '210 N Ballard Ave',
        city: 'Wylie',
        region: 'TX',
        regionName: 'Texas',
        postalCode: '75098',
        phone: '(972) 555-0147',
        phoneHref: 'tel:+19725550147',
        geo: { lat: 33.0151, lng: -96.5389 },
      },
    ],
  },
  reviews: {
    rating: { value: 4.9, best: 5, reviewCount: 212 },
    testimonials: [
      {
        name: 'Margaret H.',
        location: 'Ada, Oklahoma',
        date: '2026-03-14',
        rating: 5,
        text: 'They walked us through every choice without any pressure. The proof caught a date I had wrong, and the stone they set for Dad is more beautiful than we imagined.',
      },
      {
        name: 'Robert and Linda T.',
        location: 'Wylie, Texas',
        date: '2025-11-02',
        rating: 5,
        text: 'We planned ahead for ourselves and were treated like family. The price came in under the package they quoted, just as they promised.',
      },
      {
        name: 'Denise W.',
        location: 'Sulphur, Oklahoma',
        date: '2025-08-21',
        rating: 5,
        text: 'Our grandmother’s stone had sunk and tilted for years. They reset and cleaned it in a week, and it looks new again.',
      },
      {
        name: 'James P.',
        location: 'McKinney, Texas',
        date: '2025-05-09',
        rating: 4,
        text: 'Honest advice about granite colors and what would last in our cemetery. Installation was on the day they said. I would recommend them to anyone.',
      },
    ],
  },
  pricing: { depositPercent: 50, typicalSavings: { low: 15, high: 25, label: '15-25%' } },
  gates: { calculatorAccessForm: true, designToolAccessForm: true },
  notifications: {
    contact: [],
    estimate: [],
    accessForm: [],
    quoteRequest: [],
    booking: [],
    commitment: [],
    proofDecision: [],
  },
  smtp: { host: '', port: 587, secure: false, username: '', fromAddress: '' },
  ai: { baseUrl: '', model: '' },
};

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table settings (
         section text primary key,
         value jsonb not null,
         updated_at timestamptz not null default now(),
         updated_by uuid references users(id) on delete set null
       )`,
    `create table setting_secrets (
         name text primary key,
         value text not null,
         updated_at timestamptz not null default now(),
         updated_by uuid references users(id) on delete set null
       )`,
    `create table settings_history (
         id serial primary key,
         section text not null,
         changed_at timestamptz not null default now(),
         changed_by uuid references users(id) on delete set null,
         changed_by_email text not null,
         before jsonb not null,
         after jsonb not null,
         secrets_changed text[] not null default '{}',
         undo_of integer references settings_history(id) on delete set null,
         undone_at timestamptz
       )`,
    `create index settings_history_changed_at_idx on settings_history (changed_at desc)`,
    `alter table users add column created_by uuid references users(id) on delete set null`,
    `alter table users add column last_sign_in_at timestamptz`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const [section, value] of Object.entries(seed)) {
    await db
      .insertInto('settings')
      .values({ section, value: JSON.stringify(value) })
      .execute();
  }
}
