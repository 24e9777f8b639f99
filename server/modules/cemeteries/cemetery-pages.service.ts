import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { STATE_NAMES, cemeteryPagePath } from './cemeteries.choices';
import { findPublishedByName, listPublished } from './cemetery-pages.repository';
import { graniteColorChoices, publishedCemetery } from './cemeteries.service';
import { sectionAllowsPhrase, sectionAllowsWords, sectionKnowWords } from './cemeteries.words';

/**
 * What families read of the cemeteries outside the forms (issue 35 points 7 and 8, decision
 * 271): each published cemetery's public page, the service area directory's lists, the
 * sitemap's entries and the cemetery a question to the monument expert names.
 */

/** The published price list's colour names by key ("jet_black" → "Jet Black"). */
async function graniteNamesByKey(db: AppDb): Promise<Record<string, string>> {
  return Object.fromEntries((await graniteColorChoices(db)).map((color) => [color.key, color.name]));
}

/** A published cemetery's public page: its facts, and each confirmed section's rules in words. */
export async function cemeteryPage(db: AppDb, slug: string) {
  const [cemetery, graniteNames] = await Promise.all([publishedCemetery(db, slug), graniteNamesByKey(db)]);
  return {
    slug: cemetery.slug,
    name: cemetery.name,
    town: cemetery.town,
    county: cemetery.county,
    state: cemetery.state,
    stateName: STATE_NAMES[cemetery.state] ?? cemetery.state,
    path: cemeteryPagePath(cemetery),
    latitude: cemetery.latitude,
    longitude: cemetery.longitude,
    phone: cemetery.phone,
    website: cemetery.website,
    officeHours: cemetery.officeHours,
    sections: cemetery.sections.map((section) => ({
      name: section.name,
      notes: section.notes,
      allows: sectionAllowsWords(section.rules, graniteNames),
      whatToKnow: sectionKnowWords(section.rules),
      confirmation: section.confirmation,
    })),
  };
}

/** Every published cemetery, by state and name, with its page's address: the service area directory's lists. */
export async function listPublishedCemeteries(db: AppDb) {
  return (await listPublished(db)).map((c) => ({
    slug: c.slug,
    name: c.name,
    town: c.town,
    state: c.state,
    stateName: STATE_NAMES[c.state] ?? c.state,
    path: cemeteryPagePath(c),
  }));
}

/** The sitemap's cemetery pages (docs/adding-a-domain.md, step 7). */
export const cemeteriesSitemapSource = async (db: AppDb) =>
  (await listPublished(db)).map((c) => ({ path: cemeteryPagePath(c), lastModified: new Date(c.updatedAt) }));

/** How alike a name in a question and a cemetery's name must be (trigram similarity without "cemetery"...). */
const EXPERT_NAME_MATCH = 0.35;

/**
 * The published cemetery a family names in a question ("Rosehill", "rose hill cemetery"), found
 * by trigram similarity of the name alone (never the town), with its confirmed sections' rules
 * and what each allows as a phrase; null when no published cemetery is named so.
 */
export async function cemeteryNamed(db: AppDb, name: string) {
  const found = await findPublishedByName(db, name, EXPERT_NAME_MATCH);
  if (!found) return null;
  // Taken off the site between the two reads: as if never named.
  const cemetery = await publishedCemetery(db, found.slug).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!cemetery) return null;
  return {
    name: cemetery.name,
    town: cemetery.town,
    stateName: STATE_NAMES[cemetery.state] ?? cemetery.state,
    path: cemeteryPagePath(cemetery),
    sections: cemetery.sections.map((section) => ({
      rules: section.rules,
      allows: sectionAllowsPhrase(section.rules),
      whatToKnow: section.whatToKnow,
      confirmation: section.confirmation,
    })),
  };
}

export type NamedCemetery = NonNullable<Awaited<ReturnType<typeof cemeteryNamed>>>;
