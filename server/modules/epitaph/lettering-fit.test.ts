import { describe, expect, it } from 'vitest';
import { breakLines, dateLines, layoutEpitaph, layoutLines, stoneFace } from './lettering-fit';
import { lineWidthIn, textWidthEm } from './lettering-font';
import { answersSchema } from './epitaph.schema';
import { fillPhrase } from './epitaph-engine';
import { phrases } from './phrase-library';

const flatMarker = stoneFace({
  label: 'Flat marker, 24 × 12 in',
  partType: 'flat_marker',
  template: null,
  size: { length: 24, width: 12, height: 4 },
});
const upright = stoneFace({
  label: 'Upright die, 36 × 24 in',
  partType: 'upright_die',
  template: null,
  size: { length: 36, width: 6, height: 24 },
});

describe('lettering measured with the font’s own metrics', () => {
  it('reads real advance widths: a W is wider than an I, and kerning narrows AV', () => {
    expect(textWidthEm('W')).toBeGreaterThan(textWidthEm('I') * 2);
    expect(textWidthEm('AV')).toBeLessThan(textWidthEm('A') + textWidthEm('V'));
    // Libre Baskerville's capitals: "WHITAKER" is about 6.3 em wide; at 2 in capitals (2.6 in em) 16.4 in.
    expect(lineWidthIn('WHITAKER', 2)).toBeGreaterThan(15.5);
    expect(lineWidthIn('WHITAKER', 2)).toBeLessThan(17.5);
    // Width scales with the letter height.
    expect(lineWidthIn('Mary', 2)).toBeCloseTo(lineWidthIn('Mary', 1) * 2, 6);
  });

  it('uses a flat marker’s top as its face and an upright’s front', () => {
    expect([flatMarker.faceWidthIn, flatMarker.faceHeightIn, flatMarker.lying]).toEqual([24, 12, true]);
    expect([upright.faceWidthIn, upright.faceHeightIn, upright.lying]).toEqual([36, 24, false]);
  });

  it('flags a family name too long for a flat marker at the 2-inch minimum, and names a stone that takes it', () => {
    const layout = layoutLines(flatMarker, [
      { role: 'surname', text: 'Wojciechowski-Montgomery' },
      { role: 'given', text: 'Anna' },
    ]);
    const surname = layout.lines[0]!;
    expect(surname.letterHeightIn).toBe(2);
    expect(surname.fits).toBe(false);
    expect(surname.widthIn).toBeGreaterThan(21);
    expect(surname.problem).toMatch(/too wide for this stone at the 2 in minimum/);
    expect(surname.problem).toMatch(/A stone at least \d+ in wide would take it/);
    expect(layout.fits).toBe(false);
  });

  it('does not flag a family name that fits, and sets it larger where the width allows', () => {
    const onMarker = layoutLines(flatMarker, [{ role: 'surname', text: 'Whitaker' }]);
    expect(onMarker.lines[0]).toMatchObject({ text: 'WHITAKER', fits: true, problem: null });
    expect(onMarker.lines[0]!.letterHeightIn).toBeGreaterThanOrEqual(2);
    const onUpright = layoutLines(upright, [{ role: 'surname', text: 'Lee' }]);
    expect(onUpright.lines[0]!.letterHeightIn).toBe(3);
  });

  it('breaks an epitaph into balanced lines no wider than the stone', () => {
    const text = 'She loved her garden, gospel music and Sunday dinner with all of us';
    const lines = breakLines(text, 1, 21);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(lineWidthIn(line, 1)).toBeLessThanOrEqual(21);
    expect(lines.join(' ')).toBe(text);
    const widths = lines.map((line) => lineWidthIn(line, 1));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(8);
  });

  it('offers a shorter form of a line that cannot fit: initials for names, a split for the epitaph', () => {
    const layout = layoutLines(flatMarker, [
      { role: 'given', text: 'Bartholomew Alexander Maximilian' },
      { role: 'epitaph', text: 'Forever loved and forever missed by all who knew her' },
    ]);
    const [given, epitaph] = layout.lines;
    expect(given!.fits).toBe(false);
    expect(given!.alternative).toMatch(/^Bartholomew (A\. M\.|Alexander M\.|A\.)$/);
    expect(lineWidthIn(given!.alternative!, 1.25)).toBeLessThanOrEqual(21);
    expect(epitaph!.fits).toBe(false);
    expect(epitaph!.alternative).toContain('\n');
    expect(epitaph!.alternativeKind).toBe('split');
    expect(given!.alternativeKind).toBe('line');
    for (const part of epitaph!.alternative!.split('\n')) expect(lineWidthIn(part, 1)).toBeLessThanOrEqual(21);
  });

  it('picks the longest date form that fits, and flags a layout too tall for the stone', () => {
    expect(dateLines('1941-09-23', '2024-11-30')).toEqual([
      'September 23, 1941 – November 30, 2024',
      'Sept. 23, 1941 – Nov. 30, 2024',
      '1941 – 2024',
    ]);
    const layout = layoutEpitaph(
      flatMarker,
      { surname: 'Whitaker', given: 'Mary Ellen', born: '1941-09-23', died: '2024-11-30' },
      {
        text: 'I have fought a good fight,\nI have finished my course,\nI have kept the faith',
        reference: '2 Timothy 4:7',
      },
      { shorterEpitaph: () => 'Rest in Peace' },
    );
    expect(layout.lines.find((l) => l.role === 'dates')!.text).toBe('Sept. 23, 1941 – Nov. 30, 2024');
    expect(layout.fits).toBe(false);
    expect(layout.problem).toMatch(/needs .* of height; this stone has 9 in/);
    expect(layout.alternative).toBe('Rest in Peace');
    // The same words fit a 36 × 24 upright.
    const onUpright = layoutEpitaph(
      upright,
      { surname: 'Whitaker', given: 'Mary Ellen', born: '1941-09-23', died: '2024-11-30' },
      {
        text: 'I have fought a good fight,\nI have finished my course,\nI have kept the faith',
        reference: '2 Timothy 4:7',
      },
    );
    expect(onUpright.fits).toBe(true);
    expect(onUpright.usedHeightIn).toBeLessThanOrEqual(20);
  });

  it('flags characters the lettering cannot cut', () => {
    const layout = layoutLines(upright, [{ role: 'epitaph', text: 'Love ❤ always' }]);
    expect(layout.lines[0]!.fits).toBe(false);
    expect(layout.lines[0]!.problem).toContain('❤');
  });

  it('never drops a word: over the whole phrase library, a split keeps every word and a shorter one is whole', () => {
    const narrow = stoneFace({
      label: 'Flat marker, 16 × 8 in',
      partType: 'flat_marker',
      template: null,
      size: { length: 16, width: 8, height: 4 },
    });
    const answers = answersSchema.parse({
      givenNames: 'Mary Ellen',
      surname: 'Whitaker',
      born: '1941-03-03',
      died: '2024-06-09',
      relationship: 'grandmother',
      faith: 'christian',
      loves: 'her garden, gospel music and Sunday dinner with the grandchildren',
      tone: 'personal',
    });
    const whole = 'Rest in Peace';
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    let splits = 0;
    for (const face of [flatMarker, narrow]) {
      for (const phrase of phrases) {
        const text = fillPhrase(phrase, answers, answers.loves);
        if (!text) continue;
        // The phrase on one line (as a family may type it), and beside two other epitaph lines.
        for (const others of [0, 2]) {
          const input = [
            { role: 'surname' as const, text: 'Whitaker' },
            ...Array.from({ length: others }, () => ({ role: 'epitaph' as const, text: 'Loved' })),
            { role: 'epitaph' as const, text: text.replace(/\n/g, ' ') },
          ];
          const layout = layoutLines(face, input, { shorterEpitaph: () => whole });
          const line = layout.lines.at(-1)!;
          if (line.fits || !line.alternative) continue;
          if (line.alternativeKind === 'split') {
            splits++;
            expect(words(line.alternative), phrase.id).toEqual(words(line.text));
            for (const part of line.alternative.split('\n'))
              expect(lineWidthIn(part, 1)).toBeLessThanOrEqual(face.faceWidthIn - 2 * face.marginIn);
          } else {
            expect(line.alternativeKind, phrase.id).toBe('epitaph');
            expect(line.alternative).toBe(whole);
          }
        }
      }
    }
    expect(splits).toBeGreaterThan(20);
    // The whole phrase library in every face: about 2 s alone, over 5 on a loaded machine.
  }, 30_000);
});
