import { sql, type Kysely } from 'kysely';

// Frozen in time. The design playground exists (issue 34, decision 256): the legacy rule
// /ai/design-playground, seeded pointing at /ai-tools with a note naming the playground
// (decisions 007 and 132), now points at /ai-tools/design-playground and loses its note. Only a
// rule still exactly as seeded moves (the /ai-tools target of decision 132, or the /gallery one
// of decision 007 if that move never ran); a rule staff changed, its target or its note, stays.
const PLAYGROUND_NOTE = 'The specification sends this to /ai-tools/design-playground; change it when that page exists.';

export async function up(db: Kysely<any>): Promise<void> {
  await movePlaygroundRuleBack(db);
}

/** The seeded design-playground rule, still as seeded, goes to the playground itself. */
export async function movePlaygroundRuleBack(db: Kysely<any>) {
  await sql`update redirects set target_path = '/ai-tools/design-playground', note = null, updated_at = now()
            where target_path in ('/ai-tools', '/gallery') and note = ${PLAYGROUND_NOTE}`.execute(db);
}
