import type { AppDb } from '#db/create-db';
import { countNewSubmissions, countSubmissionsPerDay } from './leads.repository';

/** For other domains (the dashboard): how many leads still wait for a first reply. */
export function countLeadsAwaitingReply(db: AppDb): Promise<number> {
  return countNewSubmissions(db);
}

/** For the dashboard chart: leads per day and kind since `since`, days in the offices' zone. */
export function leadsPerDay(db: AppDb, since: Date, timeZone: string) {
  return countSubmissionsPerDay(db, since, timeZone);
}
