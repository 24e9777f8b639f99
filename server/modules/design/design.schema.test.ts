import { describe, expect, it } from 'vitest';
import { DESIGN_LIMITS } from './design.choices';
import { designSchema } from './design.schema';
import { blankDesign } from './design.start';

const good = () => blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });

describe('the design configuration', () => {
  it('takes a blank stone of every kind as it starts', () => {
    for (const kind of ['upright', 'slant', 'bevel', 'flat', 'ledger', 'bench'] as const) {
      const design = blankDesign(kind, { widthIn: 24, heightIn: 12, granite: 'georgia_gray' });
      expect(designSchema.parse(design)).toEqual(design);
    }
  });

  it('round-trips through JSON byte for byte (a saved link reopens it exactly)', () => {
    const design = designSchema.parse({
      ...good(),
      art: [
        { id: 'rose', source: { kind: 'emblem', emblem: 'rose' }, xIn: 18, yIn: 12, widthIn: 4, heightIn: 4 },
        {
          id: 'photo',
          source: { kind: 'photo', uploadId: '0b6f3f0e-6f7b-4bb4-9a51-6f2f4c7f0c11', treatment: 'etched' },
          xIn: 6,
          yIn: 8,
          widthIn: 3,
          heightIn: 4,
          mirrored: true,
        },
      ],
    });
    const text = JSON.stringify(design);
    expect(JSON.stringify(designSchema.parse(JSON.parse(text)))).toBe(text);
  });

  it('refuses what it cannot keep, each refusal on its field, and never throws', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...good(), version: 2 }, 'version'],
      [{ ...good(), stone: { ...good().stone, kind: 'pyramid' } }, 'stone.kind'],
      [{ ...good(), stone: { ...good().stone, widthIn: 0 } }, 'stone.widthIn'],
      [{ ...good(), stone: { ...good().stone, heightIn: 1e9 } }, 'stone.heightIn'],
      [{ ...good(), stone: { ...good().stone, granite: 'Jet Black; drop' } }, 'stone.granite'],
      [{ ...good(), lettering: [{ ...good().lettering[0], lines: ['x'.repeat(61)] }] }, 'lettering.0.lines.0'],
      [{ ...good(), lettering: [{ ...good().lettering[0], lines: [] }] }, 'lettering.0.lines'],
      [{ ...good(), lettering: [{ ...good().lettering[0], lines: ['A\u0000B'] }] }, 'lettering.0.lines.0'],
      [
        { ...good(), lettering: [{ ...good().lettering[0], letterHeightIn: Number.NaN }] },
        'lettering.0.letterHeightIn',
      ],
      [{ ...good(), lettering: [{ ...good().lettering[0], xIn: Infinity }] }, 'lettering.0.xIn'],
      [
        {
          ...good(),
          lettering: Array.from({ length: DESIGN_LIMITS.blocks + 1 }, (_, i) => ({
            ...good().lettering[0],
            id: `b${i}`,
          })),
        },
        'lettering',
      ],
      [{ ...good(), lettering: [good().lettering[0], good().lettering[0]] }, 'lettering'],
      [
        {
          ...good(),
          art: [
            {
              id: 'a',
              source: { kind: 'photo', uploadId: 'nope', treatment: 'etched' },
              xIn: 1,
              yIn: 1,
              widthIn: 2,
              heightIn: 2,
            },
          ],
        },
        'art.0.source.uploadId',
      ],
      [
        {
          ...good(),
          art: [{ id: 'a', source: { kind: 'emblem', emblem: '../etc' }, xIn: 1, yIn: 1, widthIn: 2, heightIn: 2 }],
        },
        'art.0.source.emblem',
      ],
      ['not a design', ''],
      [null, ''],
    ];
    for (const [input, path] of cases) {
      const result = designSchema.safeParse(input);
      expect(result.success, path).toBe(false);
      const paths = result.error!.issues.map((issue) => issue.path.join('.'));
      expect(paths, path).toContain(path);
      for (const issue of result.error!.issues) expect(issue.message.length).toBeGreaterThan(5);
    }
  });
});
