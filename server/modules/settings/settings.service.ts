import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { getEnv } from '#server/env';
import { privateHostProblem } from '../media/outbound-guard';
import {
  findHistory,
  insertHistory,
  listHistory,
  listSetSecretNames,
  markUndone,
  readSecretValue,
  readSection,
  readSections,
  writeSecret,
  writeSection,
  type HistoryEntry,
} from './settings.repository';
import {
  phoneHref,
  sectionSchemas,
  type BusinessFacts,
  type PublicSettings,
  type UpdateSettingsInput,
} from './settings.schema';
import {
  NOTIFICATION_KINDS,
  SECRET_NAMES,
  SEEDED_STAND_INS,
  SETTINGS_SECTIONS,
  type NotificationKind,
  type SettingsSection,
} from './settings.choices';

/**
 * The settings (decision record 090). Public pages read the business facts through
 * `getPublicSettings`, which keeps one copy per process and per content version: every staff
 * change bumps the version (adminProcedure), and each server polls it every half second, so a
 * change shows on every instance within a second, for one primary-key read per poll and one
 * settings read per change.
 */

interface Cached {
  version: number;
  value: Promise<PublicSettings>;
}
const cache = new WeakMap<AppDb, Cached>();

type Sections = Record<string, unknown>;

function pick<T>(sections: Sections, name: string): T {
  const value = sections[name];
  if (value === undefined) throw new Error(`The settings section "${name}" is missing (were migrations run?)`);
  return value as T;
}

/** The public facts from the stored sections. */
export function toPublicSettings(sections: Sections): PublicSettings {
  const company = pick<Omit<BusinessFacts, 'offices' | 'hours' | 'timeZone' | 'serviceArea'>>(sections, 'company');
  const offices = pick<Pick<BusinessFacts, 'offices' | 'hours' | 'timeZone' | 'serviceArea'>>(sections, 'offices');
  const reviews = pick<Pick<BusinessFacts, 'rating' | 'testimonials'>>(sections, 'reviews');
  const pricing = pick<BusinessFacts['pricing']>(sections, 'pricing');
  const business: BusinessFacts = {
    name: company.name,
    shortName: company.shortName,
    foundedYear: company.foundedYear,
    tagline: company.tagline,
    email: company.email,
    priceRange: company.priceRange,
    stats: company.stats,
    rating: reviews.rating,
    testimonials: reviews.testimonials,
    pricing,
    hours: offices.hours,
    timeZone: offices.timeZone,
    serviceArea: offices.serviceArea,
    offices: offices.offices,
  };
  return { business, gates: pick<PublicSettings['gates']>(sections, 'gates') };
}

/**
 * The business facts and gates for public pages and server code (JSON-LD, emails), from this
 * process's copy for the given content version (pass `ctx.contentVersion.value`).
 */
export function getPublicSettings(db: AppDb, version: number): Promise<PublicSettings> {
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.value;
  const value = readSections(db).then(toPublicSettings);
  const entry = { version, value };
  cache.set(db, entry);
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return value;
}

/**
 * The business facts as stored now, read fresh: for server code that runs without a request's
 * content version (a booking's confirmation, its calendar file). One small query.
 */
export async function readBusinessFacts(db: AppDb): Promise<BusinessFacts> {
  return toPublicSettings(await readSections(db)).business;
}

/** Shorthand for server code that needs only the business facts. */
export async function getBusinessFacts(db: AppDb, version: number): Promise<BusinessFacts> {
  return (await getPublicSettings(db, version)).business;
}

/** A secret's value for the server code that uses it; never sent to any client. */
export function readSecret(db: AppDb, name: (typeof SECRET_NAMES)[keyof typeof SECRET_NAMES]) {
  return readSecretValue(db, name);
}

/** Every kind's notification addresses (empty lists for kinds with none). */
export async function allNotificationAddresses(db: AppDb): Promise<Record<NotificationKind, string[]>> {
  const section = ((await readSection(db, 'notifications')) ?? {}) as Partial<Record<NotificationKind, string[]>>;
  return Object.fromEntries(NOTIFICATION_KINDS.map(({ key }) => [key, section[key] ?? []])) as Record<
    NotificationKind,
    string[]
  >;
}

/** The outgoing mail server staff set, or null while it is not set up (no host or no sender address). */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string | null;
  fromAddress: string;
}
export async function smtpSettings(db: AppDb): Promise<SmtpSettings | null> {
  const section = (await readSection(db, 'smtp')) as Partial<Omit<SmtpSettings, 'password'>> | undefined;
  if (!section?.host || !section.fromAddress) return null;
  return {
    host: section.host,
    port: section.port ?? 587,
    secure: section.secure ?? false,
    username: section.username ?? '',
    password: await readSecretValue(db, SECRET_NAMES.smtp),
    fromAddress: section.fromAddress,
  };
}

/** Every section as staff edit it: secrets only as "set" flags, and the stand-in fields to replace. */
export async function settingsForStaff(db: AppDb) {
  const [sections, secrets] = await Promise.all([readSections(db), listSetSecretNames(db)]);
  const standIns = flatten(sections)
    .filter(([, value]) => typeof value === 'string' && SEEDED_STAND_INS.includes(value))
    .map(([path]) => path);
  return {
    sections: sections as {
      [K in SettingsSection]: unknown;
    },
    secretsSet: {
      smtpPassword: secrets.includes(SECRET_NAMES.smtp),
      aiApiKey: secrets.includes(SECRET_NAMES.ai),
    },
    standIns,
  };
}

/** A value's leaves as [path, value], e.g. ["offices.offices.0.phone", "(580) 555-0136"]. */
export function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) return [[prefix, Array.isArray(value) ? [] : {}]];
    return entries.flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** The leaves that differ between two values of a section. */
export function diff(before: unknown, after: unknown): FieldChange[] {
  const a = new Map(flatten(before));
  const b = new Map(flatten(after));
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((path) => JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path)))
    .map((path) => ({ path, before: a.get(path) ?? null, after: b.get(path) ?? null }));
}

/** JSON with keys sorted, so two values compare equal whatever order jsonb kept their keys in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );
}

/** The stored form of a section: derived fields filled in (tel: links, the savings label), secrets taken out. */
function toStored(input: UpdateSettingsInput): { value: unknown; secrets: Array<[string, string | null]> } {
  switch (input.section) {
    case 'offices':
      return {
        value: {
          ...input.value,
          offices: input.value.offices.map((office) => ({ ...office, phoneHref: phoneHref(office.phone) })),
        },
        secrets: [],
      };
    case 'pricing': {
      const { low, high } = input.value.typicalSavings;
      return {
        value: { ...input.value, typicalSavings: { low, high, label: low === high ? `${low}%` : `${low}-${high}%` } },
        secrets: [],
      };
    }
    case 'smtp': {
      const { password, ...rest } = input.value;
      return { value: rest, secrets: secretChanges(SECRET_NAMES.smtp, password) };
    }
    case 'ai': {
      const { apiKey, ...rest } = input.value;
      return { value: rest, secrets: secretChanges(SECRET_NAMES.ai, apiKey) };
    }
    default:
      return { value: input.value, secrets: [] };
  }
}

function secretChanges(name: string, change: { value?: string; clear?: boolean } | undefined) {
  if (change?.clear) return [[name, null]] as Array<[string, string | null]>;
  if (change?.value) return [[name, change.value]] as Array<[string, string | null]>;
  return [];
}

type Actor = { id: string; email: string };

/**
 * The AI endpoint and the mail server must be public addresses unless the server's environment
 * allows private ones (decision 176): a visitor's question sends the stored key to the endpoint.
 * The same guard runs again at every connection.
 */
async function refusePrivateAddress(input: UpdateSettingsInput) {
  const env = getEnv();
  let host = '';
  let what = '';
  let allow = '';
  if (input.section === 'smtp' && !env.ALLOW_PRIVATE_SMTP_HOST) {
    host = input.value.host;
    what = 'The mail server';
    allow = 'ALLOW_PRIVATE_SMTP_HOST';
  } else if (input.section === 'ai' && !env.ALLOW_PRIVATE_AI_ENDPOINT && input.value.baseUrl) {
    try {
      host = new URL(input.value.baseUrl).hostname;
    } catch {
      return;
    }
    what = 'The AI service';
    allow = 'ALLOW_PRIVATE_AI_ENDPOINT';
  }
  if (host && (await privateHostProblem(host)))
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message:
        `${what}'s address (${host}) is on a private or local network, which this site does not contact. ` +
        `Please use its public address. (Whoever runs the server can allow private addresses with ${allow}=true.)`,
    });
}

/** Saves one section, records the change in the history and answers exactly what changed. */
export async function updateSettings(db: AppDb, actor: Actor, input: UpdateSettingsInput) {
  await refusePrivateAddress(input);
  const { value, secrets } = toStored(input);
  const result = await db.transaction().execute(async (trx) => {
    const before = await readSection(trx, input.section);
    const changes = diff(before, value);
    if (changes.length === 0 && secrets.length === 0) return { changes, secretsChanged: [], historyId: null };
    await writeSection(trx, input.section, value, actor.id);
    for (const [name, secret] of secrets) await writeSecret(trx, name, secret, actor.id);
    const secretsChanged = secrets.map(([name]) => name);
    const historyId = await insertHistory(trx, {
      section: input.section,
      userId: actor.id,
      email: actor.email,
      before: before ?? {},
      after: value,
      secretsChanged,
    });
    return { changes, secretsChanged, historyId };
  });
  cache.delete(db);
  return result;
}

/** The latest changes, newest first, each with its field-by-field difference. */
export async function settingsHistory(db: AppDb, limit = 100) {
  const entries = await listHistory(db, limit);
  return entries.map((entry: HistoryEntry) => ({
    id: entry.id,
    section: entry.section as SettingsSection,
    changedAt: entry.changedAt,
    changedByEmail: entry.changedByEmail,
    changes: diff(entry.before, entry.after),
    secretsChanged: entry.secretsChanged,
    undoOf: entry.undoOf,
    undoneAt: entry.undoneAt,
  }));
}

/**
 * Puts a section back as it was before one change, recorded as a change of its own. Refused when
 * the section has changed since (undo the later change first) or the change was already undone.
 * A secret is never kept in the history, so undo does not bring back an old password or key.
 */
export async function undoSettingsChange(db: AppDb, actor: Actor, id: number) {
  const result = await db.transaction().execute(async (trx) => {
    const entry = await findHistory(trx, id);
    if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: 'That change is not in the history.' });
    if (entry.undoneAt) throw new TRPCError({ code: 'CONFLICT', message: 'That change has already been undone.' });
    const section = entry.section as SettingsSection;
    if (!SETTINGS_SECTIONS.includes(section)) throw new TRPCError({ code: 'NOT_FOUND', message: 'Unknown section.' });
    const current = await readSection(trx, section);
    if (canonical(current) !== canonical(entry.after)) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This section has been changed again since. Undo the later change first.',
      });
    }
    // The earlier value is checked again, so a value saved before a rule tightened cannot come back broken.
    const restored = sectionSchemas[section].safeParse(
      section === 'smtp' || section === 'ai' ? { ...(entry.before as object) } : entry.before,
    );
    if (!restored.success) {
      throw new TRPCError({ code: 'CONFLICT', message: 'The earlier values are no longer valid; please edit them.' });
    }
    const { value } = toStored({ section, value: restored.data } as UpdateSettingsInput);
    await writeSection(trx, section, value, actor.id);
    await markUndone(trx, id);
    const historyId = await insertHistory(trx, {
      section,
      userId: actor.id,
      email: actor.email,
      before: current,
      after: value,
      secretsChanged: [],
      undoOf: id,
    });
    return { changes: diff(current, value), historyId };
  });
  cache.delete(db);
  return result;
}

/** The OpenAI-compatible endpoint staff set in the AI section (the key read from the secrets). */
export async function aiEndpointSettings(
  db: AppDb,
): Promise<{ baseUrl: string; model: string; apiKey: string | null }> {
  const section = (await readSection(db, 'ai')) as { baseUrl?: string; model?: string } | undefined;
  return {
    baseUrl: section?.baseUrl ?? '',
    model: section?.model ?? '',
    apiKey: await readSecretValue(db, SECRET_NAMES.ai),
  };
}

/** Settings in the content archive (decision record 120). */
export { settingsArchive } from './settings.archive';
