import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { buildTestApp, callerFor, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { FAMILY_COOKIE } from '#server/trpc/context';
import { SESSION_COOKIE } from '../auth/session.service';
import { PROOF_FILE_CSP, PROOF_UPLOAD_PATH } from './orders.http';

const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A one-page PDF whose catalog runs JavaScript when a reader opens it (a well-formed file). */
const pdfWithScript = () => {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
    '<</Type/Action/S/JavaScript/JS(app.alert(document.cookie);)>>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const order = (email: string) => ({
  name: 'Ruth Ann Whitaker',
  email,
  phone: '(580) 555-0180',
  office: 'oklahoma' as const,
  inscription: 'HAROLD JAMES WHITAKER',
  soldDescription: 'Gray granite upright',
});

describe.each(databaseTargets)('proof files over HTTP (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const storage = tempStorage();
  let adminToken: string;
  let adminCookie: string;

  const upload = (orderId: number, body: Buffer, cookie = adminCookie) =>
    app.inject({
      method: 'POST',
      url: `${PROOF_UPLOAD_PATH}?orderId=${orderId}`,
      payload: body,
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': 'proof.pdf',
        'sec-fetch-site': 'same-origin',
        cookie,
      },
    });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { storage });
    adminToken = (await createUserSession(database, { admin: true })).token;
    adminCookie = `${SESSION_COOKIE}=${adminToken}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const staff = () => callerFor(database, { sessionToken: adminToken, storage }).admin.orders;

  it('takes an image and a real PDF, refuses a disguised file, and serves files only to staff and the family', async () => {
    const mine = await staff().open(order('ruth@example.com'));
    const theirs = await staff().open(order('other@example.com'));

    const image = await upload(mine.id, await smallJpeg(640, 480));
    expect(image.statusCode).toBe(201);
    const imageFile = image.json<{ fileId: string; kind: string; previewUrl: string }>();
    expect(imageFile.kind).toBe('image');

    const pdf = await upload(mine.id, tinyPdf());
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ kind: 'pdf', pageCount: 1 });

    const disguised = await upload(mine.id, Buffer.from('%PDF-1.7\n<script>alert(1)</script>'));
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json<{ error: string }>().error).toMatch(/could not be read/);
    const html = await upload(mine.id, Buffer.from('<!doctype html><p>hello</p>'));
    expect(html.statusCode).toBe(422);
    expect((await upload(999_999, tinyPdf())).statusCode).toBe(404);

    // Staff see the unsent upload; the family sees nothing until it is sent to them.
    const file = `/proof-files/${imageFile.fileId}/large`;
    const asStaff = await app.inject({ method: 'GET', url: file, headers: { cookie: adminCookie } });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/webp');
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    const family = { cookie: `${FAMILY_COOKIE}=${mine.familyToken}` };
    expect((await app.inject({ method: 'GET', url: file, headers: family })).statusCode).toBe(404);

    await staff().issueProof({
      orderId: mine.id,
      fileId: imageFile.fileId,
      lines: [{ kind: 'name', text: 'HAROLD JAMES WHITAKER' }],
    });
    expect((await app.inject({ method: 'GET', url: file, headers: family })).statusCode).toBe(200);
    // Nobody else: anonymous, another family, a made-up key, a member who is not staff.
    expect((await app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
    const other = { cookie: `${FAMILY_COOKIE}=${theirs.familyToken}` };
    expect((await app.inject({ method: 'GET', url: file, headers: other })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: file,
          headers: { cookie: `${FAMILY_COOKIE}=abcdefghijklmnopqrstuvwxyz234567` },
        })
      ).statusCode,
    ).toBe(404);
    const member = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: false })).token}`;
    expect((await app.inject({ method: 'GET', url: file, headers: { cookie: member } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/proof-files/not-a-uuid/large' })).statusCode).toBe(404);
  });

  it('serves a PDF as an attachment, every file sandboxed and never sniffed, to staff and to the family', async () => {
    const mine = await staff().open(order('ruth@example.com'));
    // A PDF that pdf.js opens (so it is accepted) and that asks a reader to run a script.
    const scripted = await upload(mine.id, pdfWithScript());
    expect(scripted.statusCode).toBe(201);
    const pdf = scripted.json<{ fileId: string; kind: string }>();
    expect(pdf.kind).toBe('pdf');
    const image = (await upload(mine.id, await smallJpeg(640, 480))).json<{ fileId: string }>();
    await staff().issueProof({ orderId: mine.id, fileId: pdf.fileId, lines: [], noLinesToCheck: true });

    const family = `${FAMILY_COOKIE}=${mine.familyToken}`;
    for (const cookie of [adminCookie, family]) {
      for (const size of ['large', 'original']) {
        const response = await app.inject({
          method: 'GET',
          url: `/proof-files/${pdf.fileId}/${size}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="proof-[0-9a-f]{8}\.pdf"$/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBe(PROOF_FILE_CSP);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
    expect(PROOF_FILE_CSP.split(/;\s*/)).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
    expect(PROOF_FILE_CSP).not.toMatch(/allow-scripts|allow-same-origin/);

    // A drawing stays inline (the family's page shows it), sandboxed all the same.
    for (const size of ['large', 'medium', 'original']) {
      const response = await app.inject({
        method: 'GET',
        url: `/proof-files/${image.fileId}/${size}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\//);
      expect(response.headers['content-disposition']).toMatch(/^inline; /);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(PROOF_FILE_CSP);
    }
  });

  it('sets the family cookie from a link key sent in a POST body, HttpOnly, and keeps the answers out of caches', async () => {
    const mine = await staff().open(order('ruth@example.com'));
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/orders.openLink',
      payload: { token: mine.familyToken },
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${FAMILY_COOKIE}=${mine.familyToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const view = await app.inject({
      method: 'GET',
      url: '/trpc/orders.family',
      headers: { cookie: `${FAMILY_COOKIE}=${mine.familyToken}` },
    });
    expect(view.json()).toMatchObject({ result: { data: { reference: mine.reference } } });
    expect(view.headers['cache-control']).toBe('private, no-store');
  });
});
