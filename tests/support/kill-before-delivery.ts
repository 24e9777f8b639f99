/**
 * A server that records leads and is then killed (SIGKILL) before it delivers them: the child
 * process of tests/event-delivery.integration.test.ts. It opens the database named by
 * KILL_DATABASE_URL or KILL_DATA_DIR, starts the job queue with workers that look for due jobs
 * only every 60 s, adds a webhook to KILL_RECEIVER_URL, sets outgoing email to the SMTP server on
 * KILL_SMTP_PORT (the office's notices go to contact@office.example), writes five leads (three
 * handed to the queue, two only recorded), prints what it did as one JSON line, and waits to be
 * killed.
 */
import { createDatabase } from '#db/create-db';
import { JobRunner } from '#server/jobs/job-runner';
import { submitLead } from '#server/modules/leads/leads.service';
import { createEndpoint } from '#server/modules/webhooks/webhooks.service';
import { loopbackReceiverNetwork } from './webhook-receiver';

const env = process.env;
const database = await createDatabase(
  env.KILL_DATABASE_URL ? { databaseUrl: env.KILL_DATABASE_URL } : { dataDir: env.KILL_DATA_DIR! },
);
const runner = new JobRunner(database, {
  log: { info() {}, warn() {}, error: (o) => console.error(o) },
  webhookNetwork: loopbackReceiverNetwork,
  pollingIntervalSeconds: 60,
});
await runner.start();
const settings = [
  {
    section: 'smtp',
    value: JSON.stringify({
      host: '127.0.0.1',
      port: Number(env.KILL_SMTP_PORT),
      secure: false,
      username: '',
      fromAddress: 'web@caldwell.example',
    }),
  },
  { section: 'notifications', value: JSON.stringify({ contact: ['contact@office.example'] }) },
];
for (const row of settings) {
  await database.db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('section').doUpdateSet({ value: row.value }))
    .execute();
}
const { secret } = await createEndpoint(
  database.db,
  { url: env.KILL_RECEIVER_URL!, description: null, eventTypes: ['lead.created'] },
  loopbackReceiverNetwork,
);
const lead = (n: number) =>
  submitLead(database.db, {
    kind: 'contact',
    name: `Killed ${n}`,
    email: `killed${n}@example.com`,
    extra: { office: 'either' },
    ipHash: null,
  });
const references: string[] = [];
for (let n = 1; n <= 3; n++) references.push((await lead(n)).reference);
await runner.sweepNow();
for (let n = 4; n <= 5; n++) references.push((await lead(n)).reference);
console.log(JSON.stringify({ secret, references }));
setInterval(() => {}, 60_000);
