import pg from 'pg';
import type { Database } from '#db/create-db';

/**
 * Calls `onWake` whenever a transaction that wrote an event (or a delivery staff asked for)
 * commits: PostgreSQL's LISTEN/NOTIFY, which delivers only committed notifications. PGlite
 * delivers them in-process; PostgreSQL needs a connection of its own, reopened if it drops.
 * A lost notification costs only latency: the scheduled sweep finds the work within a minute.
 */
export async function listenForOutbox(
  connection: Database['jobConnection'],
  channel: string,
  onWake: () => void,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  if ('pglite' in connection) {
    const unsubscribe = await connection.pglite.listen(channel, () => onWake());
    return () => unsubscribe();
  }
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: connection.connectionString });
    next.on('notification', () => onWake());
    next.on('error', (err) => {
      onError(err);
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void connect().catch(onError), 5000);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    // Work committed while no connection was listening.
    onWake();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
