import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { buildTestApp } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { insertMissingRedirects } from '#server/modules/redirects/redirects.repository';
import { legacyRedirects } from '#server/modules/redirects/legacy-redirects';
import { movePlaygroundRuleBack } from '#migrations/20261202T0200_design_playground_redirect';

const PLAYGROUND = '/ai-tools/design-playground';
const SEEDED_NOTE = `The specification sends this to ${PLAYGROUND}; change it when that page exists.`;

/**
 * The design playground's links back (issue 34, decision 256): the old address's rule moved back
 * to the page for existing sites (staff-edited rules left alone), the seed for new ones, the home
 * page's design card, the AI tools hub and the sitemap. The page's route file comes with the
 * page itself: until both are in one tree, the hub and sitemap checks below find no page there.
 */
describe.each(databaseTargets)('the design playground links back (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('moves the seeded rule back to the playground and leaves rules staff edited alone', async () => {
    const patterns = ['/ai/design-playground', '/ai/design-playground/', '/old-playground', '/older-playground'];
    await database.db.deleteFrom('redirects').where('pattern', 'in', patterns).execute();
    await database.db
      .insertInto('redirects')
      .values([
        // As decision 132 left it on an existing site.
        {
          match_type: 'exact',
          pattern: '/ai/design-playground',
          target_path: '/ai-tools',
          status_code: 301,
          note: SEEDED_NOTE,
        },
        // As decision 007 seeded it, where the earlier move found nothing to move.
        {
          match_type: 'exact',
          pattern: '/ai/design-playground/',
          target_path: '/gallery',
          status_code: 301,
          note: SEEDED_NOTE,
        },
        // Staff changed the note, or the target: theirs stays.
        {
          match_type: 'exact',
          pattern: '/old-playground',
          target_path: '/ai-tools',
          status_code: 301,
          note: 'Staff: keep',
        },
        {
          match_type: 'exact',
          pattern: '/older-playground',
          target_path: '/blog',
          status_code: 302,
          note: SEEDED_NOTE,
        },
      ])
      .execute();
    await movePlaygroundRuleBack(database.db);
    // Run twice, as a second deploy would: nothing more changes.
    await movePlaygroundRuleBack(database.db);
    const rows = await database.db
      .selectFrom('redirects')
      .select(['pattern', 'target_path', 'status_code', 'note'])
      .where('pattern', 'in', patterns)
      .orderBy('pattern')
      .execute();
    expect(rows).toEqual([
      { pattern: '/ai/design-playground', target_path: PLAYGROUND, status_code: 301, note: null },
      { pattern: '/ai/design-playground/', target_path: PLAYGROUND, status_code: 301, note: null },
      { pattern: '/old-playground', target_path: '/ai-tools', status_code: 301, note: 'Staff: keep' },
      { pattern: '/older-playground', target_path: '/blog', status_code: 302, note: SEEDED_NOTE },
    ]);
    await database.db.deleteFrom('redirects').where('pattern', 'in', patterns).execute();
  });

  it('seeds a new site with the old address going straight to the playground, permanently', async () => {
    const seeded = legacyRedirects.find((r) => r.pattern === '/ai/design-playground')!;
    expect(seeded).toMatchObject({ targetPath: PLAYGROUND, statusCode: 301, note: null });
    expect(legacyRedirects.filter((r) => r.note !== null)).toEqual([]);
    await insertMissingRedirects(database.db, legacyRedirects);
    const response = await app.inject({ url: '/ai/design-playground' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(PLAYGROUND);
  });

  it('links the home page design card and the AI tools hub to the playground', async () => {
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain(`href="${PLAYGROUND}"`);
    const hub = await app.inject({ url: '/ai-tools' });
    expect(hub.statusCode).toBe(200);
    expect(hub.body).toContain(`href="${PLAYGROUND}"`);
    expect(hub.body).toMatch(/Open the (<!-- -->)?Design Playground/);
    expect(hub.body).not.toContain('Coming soon');
  });

  // The sitemap lists the route tree's pages: this passes once the page's route file is in the tree.
  it('lists the playground in the sitemap, and no saved design; every link back lands on it', async () => {
    expect((await app.inject({ url: PLAYGROUND })).statusCode).toBe(200);
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`${PLAYGROUND}</loc>`);
    expect(sitemap).not.toMatch(/design-playground\/[^<]/);
  });
});
