import { z } from 'zod';

/** What the first line of every archive's manifest says it is. */
export const ARCHIVE_FORMAT = 'monument-site-content-archive';
/** The archive format this site writes and the newest it reads (decision record 120). */
export const ARCHIVE_VERSION = 1;

/** The staff routes (files, not JSON): the export download and the two imports. */
export const CONTENT_EXPORT_PATH = '/admin-api/content-migration/export';
export const CONTENT_IMPORT_PATH = '/admin-api/content-migration/import';
export const WORDPRESS_IMPORT_PATH = '/admin-api/content-migration/wordpress';

/** The limits an uploaded archive is held to (decision record 120). */
export const ARCHIVE_LIMITS = {
  /** The upload itself. */
  maxUploadBytes: 300 * 1024 * 1024,
  /** Everything inside, unpacked. */
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntries: 20_000,
  /** One section's JSON, unpacked. */
  maxDataBytes: 64 * 1024 * 1024,
  maxRecordsPerSection: 50_000,
  /** Unpacked over packed size above which an entry is a zip bomb. */
  maxRatio: 100,
  /** How many names each "added" or "changed" list shows. */
  labelsPerList: 40,
};
/** How many problems a refusal lists (the rest are counted). */
export const MAX_PROBLEMS = 40;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1).max(ARCHIVE_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  includesLeads: z.boolean(),
  sections: z
    .array(z.object({ name: z.string().max(60), label: z.string().max(120), records: z.number().int().min(0) }))
    .max(100),
  files: z.number().int().min(0),
  missingFiles: z.array(z.string().max(300)).max(20_000).default([]),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The export's query string: leads (people's details) only when asked for. */
export const exportQuerySchema = z.object({
  leads: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** The import's query string. */
export const importQuerySchema = z.object({
  mode: z.enum(['preview', 'apply'], { error: 'Please choose whether to preview or import.' }),
});

export interface SectionReport {
  name: string;
  label: string;
  added: number;
  changed: number;
  unchanged: number;
  /** The first few names of what is added and changed. */
  addedLabels: string[];
  changedLabels: string[];
}

/** What an import did, or would do, or why it was refused. */
export interface ImportReport {
  status: 'refused' | 'preview' | 'applied';
  problems: string[];
  /** Problems beyond those listed. */
  moreProblems: number;
  archive: { exportedAt: string; version: number; includesLeads: boolean } | null;
  sections: SectionReport[];
  files: { total: number; toAdd: number; present: number };
}

/** The largest WordPress export accepted (a few thousand posts of text). */
export const WXR_MAX_BYTES = 50 * 1024 * 1024;

/** One picture of a post (its featured image or one in its text) and what became of it. */
export interface WordPressImageReport {
  url: string;
  role: 'cover' | 'body';
  /** to fetch (preview); fetched; already here (fetched by an earlier import or this one); failed. */
  outcome: 'to fetch' | 'fetched' | 'already here' | 'failed';
  reason: string | null;
}

/** What an old address becomes: a redirect (301, or 302 to /blog while the post is a draft), or refused. */
export type WordPressRedirectReport =
  | { from: string; to: string; statusCode: 301 | 302; waitingFor: string | null }
  | { from: string; refused: string };

export interface WordPressPostReport {
  title: string;
  slug: string;
  /** The post's path on the old site. */
  oldPath: string | null;
  category: string;
  /** What the old site called its categories. */
  oldCategories: string[];
  date: string | null;
  /**
   * new / exists in a preview; added / skipped after the import; private and password posts are
   * never imported (their text stays on the old site); unreadable ones are refused per post.
   */
  outcome: 'new' | 'exists' | 'added' | 'skipped' | 'private' | 'password' | 'unreadable';
  /** Why a post is not imported, in plain words. */
  note: string | null;
  images: WordPressImageReport[];
  shortcodes: Array<{ name: string; action: 'converted' | 'link' | 'removed'; detail: string }>;
  redirect: WordPressRedirectReport | null;
}

export interface WordPressTotals {
  /** Posts in the file (pages, attachments and menu items are not posts). */
  posts: number;
  /** New drafts (to add in a preview, added after). */
  imported: number;
  /** Posts not imported, by reason. */
  skipped: { alreadyHere: number; private: number; password: number; unreadable: number };
  images: { fetched: number; alreadyHere: number; failed: number; toFetch: number };
  shortcodes: { converted: number; links: number; removed: number };
  redirects: { made: number; refused: number };
  /** Pages, attachments, trashed posts and other items of the export that are not posts. */
  ignored: number;
}

export interface WordPressReport {
  status: 'refused' | 'preview' | 'applied';
  problems: string[];
  moreProblems: number;
  site: { title: string; link: string } | null;
  posts: WordPressPostReport[];
  totals: WordPressTotals;
}

/** A step of a running import (streamed to the screen as lines of JSON before the report). */
export interface WordPressProgress {
  done: number;
  total: number;
  label: string;
}

/** monument-site-content-2026-11-26.zip */
export function archiveFileName(date: Date): string {
  return `monument-site-content-${date.toISOString().slice(0, 10)}.zip`;
}

/**
 * What the content archive leaves out, as the export card lists it, with the tables behind each
 * line (a test holds every table of the site to being in a section or here). These travel only in
 * a full backup (`npm run backup`, decision record 186).
 */
export const NOT_IN_ARCHIVE: ReadonlyArray<{ label: string; tables: readonly string[] }> = [
  {
    label: 'Orders, design proofs and families’ approvals',
    tables: ['orders', 'order_stages', 'order_history', 'order_proofs', 'order_proof_files'],
  },
  { label: 'Consultation bookings', tables: ['bookings'] },
  { label: 'Quote requests and visitors’ baskets', tables: ['basket_submissions', 'basket_items', 'basket_sessions'] },
  { label: 'Package reservations', tables: ['ve_commitments', 've_commitment_events'] },
  {
    label: 'Estimates, epitaphs and designs families saved, and their access to the design tools',
    tables: ['calculator_estimates', 'epitaph_designs', 'saved_designs', 'access_grants'],
  },
  {
    label: 'Staff accounts, sign-ins and password reset links',
    tables: ['users', 'user_roles', 'sessions', 'password_reset_tokens'],
  },
  {
    label: 'Webhooks, and the email and event logs',
    tables: ['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts', 'email_messages', 'events'],
  },
  {
    label: 'Earlier versions of settings, prices and cemetery rules (only the current ones travel)',
    tables: ['settings_history', 'calculator_draft_changes', 'cemetery_history'],
  },
  {
    label: 'Passwords and keys: for email, the AI assistant and the site’s own signing',
    tables: ['setting_secrets', 'server_secrets'],
  },
  {
    label: 'What the site works out for itself: missing-page log, rate limits, search index',
    tables: [
      'not_found_log',
      'rate_limit_counters',
      'content_version',
      'expert_passages',
      'expert_index_state',
      'imported_image_sources',
    ],
  },
];
