import type { AppDb } from '#db/create-db';
import { countNewSubmissions } from './leads.repository';

/** For other domains (the dashboard): how many leads still wait for a first reply. */
export function countLeadsAwaitingReply(db: AppDb): Promise<number> {
  return countNewSubmissions(db);
}
