import { describe, expect, it } from 'vitest';
import { blankDesign } from '#server/modules/design/design.start';
import { geometryOf } from '#server/modules/design/design.drawing';
import { layBlock } from '#server/modules/design/design.lettering';
import type { DesignCheck } from '#server/modules/design/design.checks';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { designSchema } from '#server/modules/design/design.schema';
import {
  addArt,
  addEpitaphWords,
  addLettering,
  changeStone,
  epitaphReference,
  feetInchesWords,
  freeId,
  linesOf,
  parseInches,
  scaleArt,
  takeAlternative,
} from './design-playground-edits';

const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
const faceOf = (d: DesignConfiguration) => geometryOf(d).face;

describe('the panels’ changes', () => {
  it('reads a saved epitaph’s reference from its link or as typed', () => {
    expect(epitaphReference('https://example.com/ai-tools/epitaph-builder/ABCD-EFGH?x=1')).toBe('ABCD-EFGH');
    expect(epitaphReference(' abcdefgh ')).toBe('ABCD-EFGH');
    expect(epitaphReference('/ai-tools/epitaph-builder/')).toBeNull();
    expect(epitaphReference('my mother')).toBeNull();
  });

  it('drops a saved epitaph’s own lines in as one block under the rest, leaving its name and dates', () => {
    const saved: DesignConfiguration = {
      ...design,
      lettering: [
        { ...design.lettering[0]!, id: 'surname', lines: ['WHITAKER'] },
        { ...design.lettering[1]!, id: 'epitaph', role: 'epitaph', face: 'script', lines: ['She loved her garden'] },
        { ...design.lettering[1]!, id: 'epitaph-2', role: 'epitaph', lines: ['and gospel music'] },
      ],
    };
    const added = addEpitaphWords(design, saved, faceOf(design))!;
    const block = added.design.lettering.find((item) => item.id === added.id)!;
    expect(block).toMatchObject({
      role: 'epitaph',
      face: 'script',
      lines: ['She loved her garden', 'and gospel music'],
    });
    expect(added.design.lettering).toHaveLength(design.lettering.length + 1);
    expect(block.yIn).toBeGreaterThan(design.lettering[1]!.yIn);
    expect(designSchema.parse(added.design)).toEqual(added.design);
    expect(addEpitaphWords(design, { ...saved, lettering: saved.lettering.slice(0, 1) }, faceOf(design))).toBeNull();
  });

  it('gives a new block a free id', () => {
    expect(freeId(design, 'epitaph')).toBe('epitaph');
    expect(freeId(design, 'name')).toBe('name-2');
    expect(freeId(design, 'Praying Hands!')).toBe('praying-hands');
  });

  it('adds lettering centred under what is there, inside the face, and the design stays valid', () => {
    const added = addLettering(design, 'epitaph', faceOf(design))!;
    const block = added.design.lettering.find((b) => b.id === added.id)!;
    expect(block.role).toBe('epitaph');
    expect(block.xIn).toBe(18);
    const dates = layBlock(design.lettering[1]!).box;
    expect(block.yIn).toBeGreaterThan(dates.yIn + dates.heightIn);
    expect(block.yIn + block.letterHeightIn).toBeLessThanOrEqual(24);
    expect(designSchema.safeParse(added.design).success).toBe(true);
  });

  it('adds art at its own proportions, and scales it keeping them', () => {
    const added = addArt(design, { kind: 'emblem', emblem: 'rose' }, 0.5, faceOf(design))!;
    const art = added.design.art[0]!;
    expect(art.id).toBe('rose');
    expect(art.widthIn / art.heightIn).toBeCloseTo(0.5, 1);
    const scaled = scaleArt(added.design, 'rose', 8).art[0]!;
    expect(scaled.widthIn).toBe(8);
    expect(scaled.heightIn).toBeCloseTo(16, 0);
    expect(designSchema.safeParse(added.design).success).toBe(true);
  });

  it('keeps a centred block centred when the stone gets wider', () => {
    const wider = changeStone(design, { widthIn: 48 }, faceOf);
    expect(wider.stone.widthIn).toBe(48);
    expect(wider.lettering[0]!.xIn).toBe(24);
  });

  it('starts a new kind at its default size, with its own top and base rule', () => {
    const serpentine = changeStone(design, { top: 'serpentine' }, faceOf);
    const flat = changeStone(serpentine, { kind: 'flat' }, faceOf, () => ({ widthIn: 24, heightIn: 12 }));
    expect(flat.stone).toMatchObject({ kind: 'flat', top: 'flat', widthIn: 24, heightIn: 12 });
    expect(flat.withBase).toBe(false);
    expect(flat.lettering[0]!.xIn).toBe(12);
  });

  it('reads the lines as typed, bounded', () => {
    expect(linesOf('SMITH\nJohn')).toEqual(['SMITH', 'John']);
    expect(linesOf('')).toEqual(['']);
    expect(linesOf(Array.from({ length: 10 }, (_, i) => `L${i}`).join('\n'))).toHaveLength(8);
    expect(linesOf('x'.repeat(80))[0]).toHaveLength(60);
  });

  it('takes a check’s shorter line in place of the line, split in two where it is', () => {
    const long = { ...design, lettering: [{ ...design.lettering[0]!, role: 'epitaph' as const, lines: ['A', 'B C'] }] };
    const check: DesignCheck = {
      kind: 'too-wide',
      target: { block: 'name', line: 1 },
      message: 'too wide',
      alternative: 'B\nC',
    };
    expect(takeAlternative(long, check).lettering[0]!.lines).toEqual(['A', 'B', 'C']);
    expect(takeAlternative(long, { ...check, alternative: undefined })).toBe(long);
  });

  it('reads sizes in inches or feet and inches', () => {
    expect(parseInches('36')).toBe(36);
    expect(parseInches('36.5 in')).toBe(36.5);
    expect(parseInches('3 ft 6 in')).toBe(42);
    expect(parseInches(`3' 2"`)).toBe(38);
    expect(parseInches('4 ft')).toBe(48);
    expect(parseInches('three feet')).toBeNull();
    expect(parseInches('')).toBeNull();
    expect(feetInchesWords(42)).toBe('3 ft 6 in');
    expect(feetInchesWords(36)).toBe('3 ft');
    expect(feetInchesWords(8)).toBe('8 in');
  });
});
