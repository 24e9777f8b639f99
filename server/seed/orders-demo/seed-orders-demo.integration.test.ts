import { describe, expect, it } from 'vitest';
import { callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { seedDemoOrder } from './seed-orders-demo';

describe.each(databaseTargets)('seeding the demo order (%s)', (target) => {
  const storage = tempStorage();

  it('seeds one demo order with a proof waiting, once', async () => {
    const fresh = await openTestDatabase(target);
    try {
      const first = await seedDemoOrder(fresh.db, storage, 'America/Chicago');
      expect(first).toMatchObject({ stage: 'proof_sent' });
      expect(await seedDemoOrder(fresh.db, storage, 'America/Chicago')).toBeNull();
      const detail = await callerFor(fresh, {
        sessionToken: (await createUserSession(fresh, { admin: true })).token,
      }).admin.orders.get({ id: first!.id });
      expect(detail.proofs).toHaveLength(1);
      expect(detail.stages.map((s) => s.stage)).toEqual(['opened', 'deposit_received', 'design', 'proof_sent']);
    } finally {
      await fresh.close();
    }
  });
});
