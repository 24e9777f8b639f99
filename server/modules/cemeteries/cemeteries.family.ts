/**
 * What families see of the cemeteries (decisions 266 and 270): the search, a published cemetery's
 * confirmed rules, the section a family chose, and the check a record keeps. Re-exported by the
 * service, which other domains import.
 */
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { getPublished } from '../calculator/calculator.service';
import {
  checkAgainstSection,
  confirmationWords,
  sectionNotes,
  type CheckOptions,
  type MonumentToCheck,
  type SectionRules,
} from './cemeteries.rules';
import { SEARCH_RESULTS, type CemeteryCheck, type CemeteryChoice } from './cemeteries.choices';
import { findCemetery, findPublished, searchPublished, type StoredCemetery } from './cemeteries.repository';
/** A confirmed section as the checks read it. */
function rulesOf(cemetery: StoredCemetery, section: StoredCemetery['sections'][number]): SectionRules {
  return {
    cemeteryName: cemetery.name,
    sectionName: section.name,
    kindsAllowed: section.kindsAllowed,
    maxHeightIn: section.maxHeightIn,
    maxWidthIn: section.maxWidthIn,
    maxDepthIn: section.maxDepthIn,
    baseMaxHeightIn: section.baseMaxHeightIn,
    baseMaxWidthIn: section.baseMaxWidthIn,
    baseMaxDepthIn: section.baseMaxDepthIn,
    baseRequired: section.baseRequired,
    foundationRequired: section.foundationRequired,
    foundationBy: section.foundationBy,
    graniteColors: section.graniteColors,
    bronzeOnly: section.bronzeOnly,
    vasesAllowed: section.vasesAllowed,
    settingFeeCents: section.settingFeeCents,
    permitFeeCents: section.permitFeeCents,
    approvalLeadDays: section.approvalLeadDays,
    confirmedOn: section.confirmedOn,
    confirmedSource: section.confirmedSource,
  };
}

/** A family's search by name or town, typos forgiven: published cemeteries only, at most ten. */
export async function searchCemeteries(db: AppDb, q: string, state?: string) {
  const found = await searchPublished(db, q, state, SEARCH_RESULTS);
  return found.map((c) => ({ slug: c.slug, name: c.name, town: c.town, county: c.county, state: c.state }));
}

/** A published cemetery with its confirmed sections, their rules and what a family should know. */
export async function publishedCemetery(db: AppDb, slug: string) {
  const cemetery = await findPublished(db, slug);
  if (!cemetery) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'We do not have confirmed rules for that cemetery yet.' });
  }
  return {
    slug: cemetery.slug,
    name: cemetery.name,
    town: cemetery.town,
    county: cemetery.county,
    state: cemetery.state,
    latitude: cemetery.latitude,
    longitude: cemetery.longitude,
    phone: cemetery.phone,
    website: cemetery.website,
    officeHours: cemetery.officeHours,
    sections: cemetery.sections.map((section) => {
      const rules = rulesOf(cemetery, section);
      return {
        name: section.name,
        rules,
        notes: section.notes,
        whatToKnow: sectionNotes(rules),
        confirmation: confirmationWords(rules),
      };
    }),
  };
}

/** A chosen cemetery's confirmed section and its rules, or null when the cemetery is not published. */
export interface ChosenSection {
  cemetery: { slug: string; name: string; town: string; state: string };
  /** null when the cemetery has several confirmed sections and none (or an unknown one) was named. */
  rules: SectionRules | null;
  sections: string[];
}

/**
 * The confirmed section a family chose: by its name, or the only one when the cemetery has one
 * set of rules (decision 270). Unconfirmed sections are never checked.
 */
export async function chosenSection(db: AppDb, slug: string, section?: string): Promise<ChosenSection | null> {
  const cemetery = await findPublished(db, slug);
  if (!cemetery) return null;
  const wanted = section?.trim().toLowerCase();
  const match = wanted
    ? cemetery.sections.find((s) => s.name.toLowerCase() === wanted)
    : cemetery.sections.length === 1
      ? cemetery.sections[0]
      : undefined;
  return {
    cemetery: { slug: cemetery.slug, name: cemetery.name, town: cemetery.town, state: cemetery.state },
    rules: match ? rulesOf(cemetery, match) : null,
    sections: cemetery.sections.map((s) => s.name),
  };
}

/** The published price list's colour names by key, for the checks' granite words. */
async function graniteNames(db: AppDb): Promise<Record<string, string>> {
  return Object.fromEntries((await graniteColorChoices(db)).map((c) => [c.key, c.name]));
}

/**
 * What a record keeps of the family's cemetery (decision 270): the cemetery, the section, every
 * rule each monument breaks (checked here on the server, whatever the browser said) and what the
 * office needs for the order. A cemetery we do not list, or one whose rules are not confirmed,
 * is kept by name with nothing checked. No choice: null.
 */
export async function cemeteryCheck(
  db: AppDb,
  choice: CemeteryChoice | null | undefined,
  monuments: readonly MonumentToCheck[],
  options: Pick<CheckOptions, 'units'> = {},
): Promise<CemeteryCheck | null> {
  if (!choice) return null;
  const unchecked = (name: string, town: string | null = null, state: string | null = null): CemeteryCheck => ({
    slug: null,
    name,
    town,
    state,
    section: null,
    findings: [],
    notes: [],
    settingFeeCents: null,
    permitFeeCents: null,
    approvalLeadDays: null,
    confirmation: null,
  });
  if ('notListed' in choice) return unchecked(choice.notListed.trim());
  const chosen = await chosenSection(db, choice.slug, choice.section);
  if (!chosen) {
    const stored = await findCemetery(db, { slug: choice.slug });
    return stored ? unchecked(stored.name, stored.town, stored.state) : null;
  }
  const { cemetery, rules } = chosen;
  const names = rules ? await graniteNames(db) : {};
  const findings = rules
    ? monuments.flatMap((monument) =>
        checkAgainstSection(rules, monument, { ...options, graniteNames: names }).map(({ rule, message }) => ({
          rule,
          message,
        })),
      )
    : [];
  return {
    slug: cemetery.slug,
    name: cemetery.name,
    town: cemetery.town,
    state: cemetery.state,
    section: rules?.sectionName ?? null,
    findings: findings.filter((f, i) => findings.findIndex((other) => other.message === f.message) === i),
    notes: rules ? sectionNotes(rules) : [],
    settingFeeCents: rules?.settingFeeCents ?? null,
    permitFeeCents: rules?.permitFeeCents ?? null,
    approvalLeadDays: rules?.approvalLeadDays ?? null,
    confirmation: rules ? confirmationWords(rules) : null,
  };
}

/** The published price list's granite colours (key and name, offered ones first), for a section's approved list. */
export async function graniteColorChoices(db: AppDb) {
  const colors = (await getPublished(db))?.document.colors ?? [];
  return [...colors.filter((c) => c.active), ...colors.filter((c) => !c.active)].map((c) => ({
    key: c.key,
    name: c.name,
    offered: c.active,
  }));
}
