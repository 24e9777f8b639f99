import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { EMAIL_QUEUE } from '#server/modules/email/email.choices';
import { WEBHOOK_QUEUE } from '#server/modules/webhooks/webhooks.service';
import { waitFor } from './webhook-receiver';

/**
 * Waits until nothing is left that could deliver anything (again): every event handed out, every
 * webhook delivery and every email not held for a digest given its job, and no job of either
 * queue waiting, due for a retry or running. A delivery after this would need a job that does not
 * exist, so a test that checks nothing more arrived needs no fixed wait for it.
 */
export async function waitForSettledQueues(database: Database, timeoutMs = 20_000): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await sql<{ left: number }>`
        select (select count(*) from events where dispatched_at is null)
          + (select count(*) from webhook_deliveries where enqueued_at is null)
          + (select count(*) from email_messages where enqueued_at is null and hold_until is null)
          + (select count(*) from pgboss.job
              where name in (${WEBHOOK_QUEUE}, ${EMAIL_QUEUE}) and state in ('created', 'retry', 'active'))
          as left`.execute(database.db);
      return Number(rows[0]!.left) === 0;
    },
    timeoutMs,
    'the delivery queues to settle',
  );
}
