import type { AppDb } from '#db/create-db';
import { recordEvent } from '../events/events.service';
import { countNewSubmissions, countSubmissionsPerDay, insertSubmission, type NewSubmission } from './leads.repository';

/** For other domains (the dashboard): how many leads still wait for a first reply. */
export function countLeadsAwaitingReply(db: AppDb): Promise<number> {
  return countNewSubmissions(db);
}

/** For the dashboard chart: leads per day and kind since `since`, days in the offices' zone. */
export function leadsPerDay(db: AppDb, since: Date, timeZone: string) {
  return countSubmissionsPerDay(db, since, timeZone);
}

/** Stores a lead and its `lead.created` event in one transaction: neither exists without the other. */
export function submitLead(db: AppDb, input: NewSubmission): Promise<{ id: number; reference: string }> {
  return db.transaction().execute(async (trx) => {
    const lead = await insertSubmission(trx, input);
    await recordEvent(trx, 'lead.created', {
      submissionId: lead.id,
      reference: lead.reference,
      kind: input.kind,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
      details: input.extra,
      sourcePage: input.sourcePage ?? null,
    });
    return lead;
  });
}

/** Contact and estimate messages in the content archive, when staff include leads (decision record 120). */
export { submissionsArchive } from './leads.archive';
