import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import {
  buildTestApp,
  callerFor,
  codeOf,
  createUserSession,
  signedInCaller,
  tempStorage,
} from '#tests/support/test-app';
import { SESSION_COOKIE } from '#server/modules/auth/session.service';
import { smallJpeg } from '#tests/support/media-fixtures';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { pricePublished, seedCalculator } from '../calculator/calculator.service';
import { addStoredImage } from '../gallery/gallery.service';
import { storeImage } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import { DESIGN_ACCESS_REFUSAL } from './design.choices';
import { designSchema, type DesignInput } from './design.schema';
import { priceDesign } from './design.service';

const family = { name: 'Ruth Alvarez', email: 'ruth@example.com', phone: '(580) 555-0136', zip: '74820' };

/** A family's serpentine upright in Jet Black: a name, dates, an epitaph and a rose. */
function familyDesign(): DesignInput {
  return {
    version: 1,
    stone: { kind: 'upright', top: 'serpentine', widthIn: 36, heightIn: 24, granite: 'jet_black', finishes: [] },
    withBase: true,
    foundation: true,
    lettering: [
      {
        id: 'name',
        role: 'name',
        lines: ['SMITH'],
        face: 'roman',
        letterHeightIn: 3,
        align: 'center',
        lineSpacing: 1.6,
        finish: 'v_cut',
        xIn: 18,
        yIn: 4,
      },
      {
        id: 'dates',
        role: 'dates',
        lines: ['March 3, 1941 – June 9, 2024'],
        face: 'roman',
        letterHeightIn: 1,
        align: 'center',
        lineSpacing: 1.6,
        finish: 'v_cut',
        xIn: 18,
        yIn: 9,
      },
      {
        id: 'epitaph',
        role: 'epitaph',
        lines: ['Forever in our hearts'],
        face: 'script',
        letterHeightIn: 1.5,
        align: 'center',
        lineSpacing: 1.6,
        finish: 'v_cut',
        xIn: 18,
        yIn: 12.5,
      },
    ],
    art: [
      {
        id: 'rose',
        source: { kind: 'emblem', emblem: 'rose' },
        xIn: 5,
        yIn: 17,
        widthIn: 4,
        heightIn: 4,
        mirrored: false,
      },
    ],
    priceListVersionId: null,
  };
}

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    return { pages: doc.numPages, text: text.replace(/\s+/g, ' ') };
  } finally {
    await task.destroy();
  }
}

async function galleryPiece(
  database: Database,
  storage: MediaStorage,
  input: Parameters<typeof addStoredImage>[2],
  colour?: string,
) {
  const bytes = colour
    ? await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
        .jpeg()
        .toBuffer()
    : await smallJpeg();
  return addStoredImage(database.db, await storeImage(storage, bytes), { isPublished: true, ...input });
}

describe.each(databaseTargets)('the design playground’s procedures and files (%s)', { timeout: 60_000 }, (target) => {
  let database: Database;
  let storage: MediaStorage;
  let app: FastifyInstance;
  let visitor: ReturnType<typeof callerFor>;
  let staff: Awaited<ReturnType<typeof signedInCaller>>;
  let grant: string;
  let reference: string;
  let stockId: string;
  let artworkId: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    storage = tempStorage();
    visitor = callerFor(database, { storage, basketSessionId: randomUUID(), ip: '198.51.100.61' });
    staff = await signedInCaller(database, { admin: true });
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    await galleryPiece(database, storage, { category: 'granite_colors', title: 'Jet Black' }, '#151515');
    artworkId = (await galleryPiece(database, storage, { category: 'artwork', title: 'Praying hands panel' })).id;
    stockId = (
      await galleryPiece(database, storage, {
        category: 'stock_items',
        title: 'Serpentine upright, ready to letter',
        dimensions: '30 x 6 x 20 in',
        graniteColor: 'Jet Black',
        priceCents: 189_000,
      })
    ).id;
    app = await buildTestApp(database, { storage });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('offers every kind with the published limits, the granites with their photos and what they cost, emblems and artwork', async () => {
    const options = await visitor.design.options();
    expect(options.priceListVersionId).toEqual(expect.any(Number));
    expect(options.gate).toBe(true);
    const upright = options.kinds.find((kind) => kind.kind === 'upright')!;
    expect(upright.limits?.maxSize.length).toBeGreaterThan(36);
    expect(upright.baseLimits).not.toBeNull();
    expect(upright.tops).toContain('serpentine');
    expect(options.kinds.map((kind) => kind.kind)).toEqual(['upright', 'slant', 'bevel', 'flat', 'ledger', 'bench']);
    const jet = options.granites.find((granite) => granite.key === 'jet_black')!;
    expect(jet.photoHref).toMatch(/^\/media\//);
    expect(jet.tone).toMatch(/^#/);
    expect(options.granites.find((granite) => granite.key === 'georgia_gray')!.photoHref).toBeNull();
    expect(options.granites.some((granite) => granite.priceNote === 'Included')).toBe(true);
    expect(
      options.granites.every((granite) => /^(Included|\+ about \d+%|Priced by our office)$/.test(granite.priceNote)),
    ).toBe(true);
    expect(options.finishes).toContain('v_cut');
    expect(options.emblems.length).toBeGreaterThanOrEqual(24);
    expect(options.emblems.find((emblem) => emblem.id === 'rose')).toMatchObject({ name: expect.any(String) });
    expect(options.artworks).toEqual([
      {
        id: artworkId,
        title: 'Praying hands panel',
        src: expect.stringMatching(/^\/media\//),
        alt: expect.any(String),
      },
    ]);
  });

  it('starts from a blank kind, a template, a gallery piece, a saved estimate and a saved epitaph', async () => {
    const blank = await visitor.design.start({ from: 'kind', ref: 'flat' });
    expect(designSchema.parse(blank.design)).toEqual(blank.design);
    expect(blank.design.stone.kind).toBe('flat');
    expect(blank.title).toBe('Flat marker');

    const template = await visitor.design.start({ from: 'template', ref: 'serpentine_upright' });
    expect(template.title).toBe('Serpentine-top upright in Jet Black');
    expect(template.design.stone).toMatchObject({
      kind: 'upright',
      top: 'serpentine',
      widthIn: 36,
      heightIn: 24,
      granite: 'jet_black',
      finishes: ['polish_p2'],
    });

    const piece = await visitor.design.start({ from: 'gallery', ref: stockId });
    expect(piece.title).toBe('Serpentine upright, ready to letter');
    expect(piece.design.stone).toMatchObject({
      kind: 'upright',
      top: 'serpentine',
      widthIn: 30,
      heightIn: 20,
      granite: 'jet_black',
    });

    const calculatorGrant = (await visitor.access.request({ ...family, tool: 'calculator' })).token;
    const estimate = await visitor.calculator.save({
      choices: { type: 'slant', length: 26, height: 18, color: 'barre_gray', names: 2, dates: 'years', lines: 1 },
      grantToken: calculatorGrant,
    });
    const fromEstimate = await visitor.design.start({ from: 'estimate', ref: estimate.reference.toLowerCase() });
    expect(fromEstimate.design.stone).toMatchObject({
      kind: 'slant',
      widthIn: 26,
      heightIn: 18,
      granite: 'barre_gray',
    });
    const dates = fromEstimate.design.lettering.find((block) => block.role === 'dates')!;
    expect(dates.lines).toHaveLength(2);
    expect(fromEstimate.design.lettering.find((block) => block.role === 'epitaph')!.lines).toHaveLength(1);

    const epitaph = await visitor.epitaph.save({
      answers: {
        givenNames: 'Mary Ellen',
        surname: 'Whitaker',
        born: '1941-03-03',
        died: '2024-06-09',
        relationship: 'mother',
        faith: 'christian',
        loves: '',
        tone: 'personal',
      },
      stone: { template: null, partType: 'upright_die', acrossIn: 36, faceHeightIn: 24 },
      lines: [
        { role: 'surname', text: 'Whitaker' },
        { role: 'given', text: 'Mary Ellen' },
        { role: 'dates', text: 'March 3, 1941 – June 9, 2024' },
        { role: 'epitaph', text: 'She loved her garden' },
        { role: 'epitaph', text: 'and all of us' },
      ],
      attribution: null,
    });
    const fromEpitaph = await visitor.design.start({ from: 'epitaph', ref: epitaph.reference });
    expect(fromEpitaph.title).toBe('Epitaph for Mary Ellen Whitaker');
    expect(fromEpitaph.design.stone).toMatchObject({ kind: 'upright', widthIn: 36, heightIn: 24 });
    expect(fromEpitaph.design.lettering.map((block) => [block.role, block.lines])).toEqual([
      ['name', ['WHITAKER']],
      ['name', ['Mary Ellen']],
      ['dates', ['March 3, 1941 – June 9, 2024']],
      ['epitaph', ['She loved her garden', 'and all of us']],
    ]);
    const tops = fromEpitaph.design.lettering.map((block) => block.yIn);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);

    for (const [from, ref] of [
      ['kind', 'obelisk'],
      ['template', 'no_such_design'],
      ['gallery', randomUUID()],
      ['gallery', 'not-a-uuid'],
      ['estimate', 'AAAA-AAAA'],
      ['epitaph', 'AAAA-AAAA'],
    ] as const) {
      expect(await codeOf(visitor.design.start({ from, ref }))).toBe('NOT_FOUND');
    }
  });

  it('prices a design with the published engine, exactly as the engine prices its configuration', async () => {
    const design = designSchema.parse(familyDesign());
    const estimate = await visitor.design.price({ design: familyDesign() });
    expect(estimate).toEqual(await priceDesign(database.db, design));
    if (estimate.status !== 'priced') throw new Error('not priced');
    const engine = await pricePublished(database.db, estimate.configuration);
    expect([estimate.lowCents, estimate.highCents, estimate.totalCents]).toEqual([
      engine.breakdown.range.lowCents,
      engine.breakdown.range.highCents,
      engine.breakdown.totalCents,
    ]);
    expect(estimate.versionId).toBe(engine.versionId);
    const refused = await visitor.design.price({
      design: { ...familyDesign(), stone: { ...familyDesign().stone, widthIn: 200 } },
    });
    expect(refused).toMatchObject({ status: 'refused', control: 'width' });
  });

  it('asks for the access form before saving, adding to the basket and the sheet while the gate is on', async () => {
    const refused = visitor.design.save({ design: familyDesign() });
    await expect(refused).rejects.toMatchObject({ code: 'FORBIDDEN', message: DESIGN_ACCESS_REFUSAL });
    // A calculator grant does not open the design tool.
    const calculatorGrant = (await visitor.access.request({ ...family, tool: 'calculator' })).token;
    expect(await codeOf(visitor.design.save({ design: familyDesign(), grant: calculatorGrant }))).toBe('FORBIDDEN');

    grant = (await visitor.access.request({ ...family, tool: 'design_tool' })).token;
    const saved = await visitor.design.save({ design: familyDesign(), grant });
    expect(saved.reference).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(saved.path).toBe(`/ai-tools/design-playground/${saved.reference}`);
    reference = saved.reference;

    expect(await codeOf(visitor.basket.add({ itemType: 'design', itemId: reference }))).toBe('FORBIDDEN');
    const pdf = await app.inject({ method: 'GET', url: `/ai-tools/design-playground/${reference}/design-sheet.pdf` });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.body).toBe(DESIGN_ACCESS_REFUSAL);
    // The office opens a family's sheet (from a quote request) without a grant of its own.
    const { token } = await createUserSession(database, { admin: true });
    const office = await app.inject({
      method: 'GET',
      url: `/ai-tools/design-playground/${reference}/design-sheet.pdf`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(office.statusCode).toBe(200);
    const member = (await createUserSession(database, { admin: false })).token;
    const notStaff = await app.inject({
      method: 'GET',
      url: `/ai-tools/design-playground/${reference}/design-sheet.pdf`,
      headers: { cookie: `${SESSION_COOKIE}=${member}` },
    });
    expect(notStaff.statusCode).toBe(403);
  });

  it('reopens a saved design by its link exactly as it was saved, with today’s estimate', async () => {
    const options = await visitor.design.options();
    const opened = await visitor.design.saved({ reference: reference.toLowerCase() });
    const expected = { ...designSchema.parse(familyDesign()), priceListVersionId: options.priceListVersionId };
    expect(JSON.stringify(opened.design)).toBe(JSON.stringify(expected));
    expect(opened.reference).toBe(reference);
    expect(new Date(opened.savedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(opened.estimate).toEqual(await priceDesign(database.db, expected));
    expect(await codeOf(visitor.design.saved({ reference: 'AAAA-AAAA' }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.design.saved({ reference: 'nope' }))).toBe('BAD_REQUEST');
  });

  it('adds a saved design to the basket with its drawing, description and the engine’s range', async () => {
    expect(await visitor.basket.add({ itemType: 'design', itemId: reference, grant })).toMatchObject({
      status: 'added',
      title: 'Your design: Serpentine upright in Jet Black',
    });
    const { items } = await visitor.basket.list();
    const line = items.find((item) => item.itemType === 'design')!;
    const opened = await visitor.design.saved({ reference });
    if (opened.estimate.status !== 'priced') throw new Error('not priced');
    expect(line.data).toMatchObject({
      title: 'Your design: Serpentine upright in Jet Black',
      link: `/ai-tools/design-playground/${reference}`,
      category: 'Your design',
      granite: 'Jet Black',
      size: '36 × 24 in',
      priceCents: opened.estimate.totalCents,
      design: {
        reference,
        range: expect.stringMatching(/^\$[\d,]+ to \$[\d,]+$/),
        versionId: opened.estimate.versionId,
        description: expect.stringContaining('Serpentine upright, 36 by 24 inches, Jet Black'),
      },
    });
    const svg = line.data.design!.svg;
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('<title id="design-title">Serpentine upright in Jet Black</title>');
    expect(svg).toMatch(/data:image\/jpeg;base64,/);
    expect(svg).not.toContain('/media/');
    expect(svg.length).toBeLessThan(400_000);
    console.log(`design basket snapshot: SVG ${(svg.length / 1024).toFixed(1)} kB`);
    expect(await codeOf(visitor.basket.add({ itemType: 'design', itemId: 'AAAA-AAAA', grant }))).toBe('NOT_FOUND');
  });

  it('draws the saved design as a PNG picture and a one-page PDF sheet, private and as attachments', async () => {
    let started = performance.now();
    const png = await app.inject({ method: 'GET', url: `/ai-tools/design-playground/${reference}/design.png` });
    const pngMs = performance.now() - started;
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect(png.headers['x-robots-tag']).toBe('noindex');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="memorial-design-${reference}.png"`);
    const meta = await sharp(png.rawPayload).metadata();
    // A 36 by 24 in upright on a 42 by 6 in base: a 42 by 30 in scene, 1600 pixels wide.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1600, 1143]);

    const url = `/ai-tools/design-playground/${reference}/design-sheet.pdf`;
    for (const request of [{ url: `${url}?grant=${grant}` }, { url, headers: { 'x-design-grant': grant } }]) {
      started = performance.now();
      const pdf = await app.inject({ method: 'GET', ...request });
      console.log(
        `design files: PNG ${(png.rawPayload.length / 1024).toFixed(1)} kB in ${pngMs.toFixed(0)} ms; ` +
          `PDF ${(pdf.rawPayload.length / 1024).toFixed(1)} kB in ${(performance.now() - started).toFixed(0)} ms`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.headers['x-robots-tag']).toBe('noindex');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="memorial-design-sheet-${reference}.pdf"`);
      const { pages, text } = await pdfText(pdf.rawPayload);
      expect(pages).toBe(1);
      for (const fact of [
        'Serpentine upright in Jet Black',
        'Jet Black',
        'Upright 36 × 6 × 24 in, serpentine top',
        '“SMITH”: 3 in tall, Cinzel, V-cut',
        '“Forever in our hearts”: 1 1/2 in tall, Great Vibes, V-cut',
        reference,
      ]) {
        expect(text).toContain(fact);
      }
      expect(text).toMatch(/\$[\d,]+ to \$[\d,]+/);
    }
  });

  it('answers an unknown or malformed reference with a plain 404', async () => {
    for (const path of ['AAAA-AAAA/design.png', 'AAAA-AAAA/design-sheet.pdf', 'not-a-reference/design.png']) {
      const answer = await app.inject({ method: 'GET', url: `/ai-tools/design-playground/${path}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('We could not find that design');
    }
  });

  it('saves, adds to the basket and gives the sheet to everyone when staff switch the gate off', async () => {
    await staff.admin.settings.update({
      section: 'gates',
      value: { calculatorAccessForm: true, designToolAccessForm: false },
    });
    const stranger = callerFor(database, { storage, basketSessionId: randomUUID(), ip: '198.51.100.62' });
    expect((await stranger.design.options()).gate).toBe(false);
    const saved = await stranger.design.save({ design: familyDesign() });
    expect(await stranger.basket.add({ itemType: 'design', itemId: saved.reference })).toMatchObject({
      status: 'added',
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/ai-tools/design-playground/${saved.reference}/design-sheet.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
