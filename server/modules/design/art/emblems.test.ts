import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sceneToPng } from '../design.render-png';
import { EMBLEM_CATEGORY_NAMES, emblemAspect, emblemNodes } from './emblem';
import { allEmblems, emblemById } from './emblems';
import { parsePath } from './path-data';
import { pathBounds } from './path-geometry';

describe('the built-in emblems', () => {
  it('are at least 24, each with its own id and name', () => {
    expect(allEmblems().length).toBeGreaterThanOrEqual(24);
    expect(new Set(allEmblems().map((emblem) => emblem.id)).size).toBe(allEmblems().length);
    expect(new Set(allEmblems().map((emblem) => emblem.name.toLowerCase())).size).toBe(allEmblems().length);
    for (const emblem of allEmblems()) {
      expect(emblem.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(EMBLEM_CATEGORY_NAMES[emblem.category]).toBeTruthy();
    }
    // Every category has emblems in it.
    expect(new Set(allEmblems().map((emblem) => emblem.category))).toEqual(new Set(Object.keys(EMBLEM_CATEGORY_NAMES)));
  });

  it('include what families ask for most, the five services among them', () => {
    const ids = allEmblems().map((emblem) => emblem.id);
    for (const id of [
      'latin-cross',
      'celtic-cross',
      'orthodox-cross',
      'praying-hands',
      'rose',
      'lily',
      'dove',
      'heart',
      'wedding-rings',
      'music-notes',
      'fishing',
      'tractor',
      'wheat',
      'us-flag',
    ]) {
      expect(ids).toContain(id);
    }
    expect(
      allEmblems()
        .filter((emblem) => emblem.category === 'service')
        .map((emblem) => emblem.id)
        .sort(),
    ).toEqual(['air-force', 'army', 'coast-guard', 'marine-corps', 'navy'].sort());
    expect(emblemById('dove')?.name).toBe('Dove with olive branch');
    expect(emblemById('no-such-emblem')).toBeUndefined();
  });

  it.each(allEmblems().map((emblem) => [emblem.id, emblem] as const))(
    '%s: every path is well formed and lies inside its box',
    (_id, emblem) => {
      const { x, y, width, height } = emblem.viewBox;
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
      expect(emblem.paths.length).toBeGreaterThan(0);
      for (const path of emblem.paths) {
        expect(() => parsePath(path.d)).not.toThrow();
        expect(path.fill !== false || (path.strokeWidth ?? 0) > 0).toBe(true);
        const half = (path.strokeWidth ?? 0) / 2;
        const box = pathBounds(path.d);
        expect(box.minX - half).toBeGreaterThanOrEqual(x - 0.01);
        expect(box.minY - half).toBeGreaterThanOrEqual(y - 0.01);
        expect(box.maxX + half).toBeLessThanOrEqual(x + width + 0.01);
        expect(box.maxY + half).toBeLessThanOrEqual(y + height + 0.01);
      }
    },
  );

  it('each draws something that shows, and nothing outside its box', async () => {
    for (const emblem of allEmblems()) {
      const aspect = emblemAspect(emblem);
      // The emblem in the middle of a box three times its size: ink only in the middle third.
      const scene = {
        widthIn: 9,
        heightIn: 9 / aspect,
        title: emblem.name,
        description: emblem.name,
        nodes: [emblemNodes(emblem, { xIn: 3, yIn: 3 / aspect, widthIn: 3, ink: '#000000' })],
      };
      const png = await sceneToPng(scene, { widthPx: 270 });
      const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      let inside = 0;
      let outside = 0;
      for (let row = 0; row < info.height; row += 1) {
        for (let col = 0; col < info.width; col += 1) {
          if (data[row * info.width + col]! > 128) continue;
          const middle = col >= 89 && col <= 181 && row >= info.height / 3 - 1 && row <= (2 * info.height) / 3 + 1;
          if (middle) inside += 1;
          else outside += 1;
        }
      }
      expect({ id: emblem.id, outside }).toEqual({ id: emblem.id, outside: 0 });
      // At least 3% of its box is ink: a blank or a hairline emblem would not show on granite.
      expect(inside / (90 * (90 / aspect))).toBeGreaterThan(0.03);
    }
  });
});

describe('an emblem placed on a stone', () => {
  const cross = emblemById('latin-cross')!;

  it('lands at its position and width in inches, its height following its aspect', () => {
    const group = emblemNodes(cross, { xIn: 10, yIn: 4, widthIn: 3, ink: '#d4af37' });
    expect(group.label).toBe('Latin cross');
    const bounds = group.children.map((child) => (child.kind === 'path' ? pathBounds(child.d) : null));
    const box = bounds[0]!;
    // The cross is drawn from x 4 to 56 and y 2 to 98 of its box.
    const { x, y, width } = cross.viewBox;
    const inches = 3 / width;
    expect(box.minX).toBeCloseTo(10 + (4 - x) * inches, 3);
    expect(box.maxX).toBeCloseTo(10 + (56 - x) * inches, 3);
    expect(box.minY).toBeCloseTo(4 + (2 - y) * inches, 3);
    expect(box.maxY).toBeCloseTo(4 + (98 - y) * inches, 3);
    expect(group.children[0]).toMatchObject({ kind: 'path', fill: '#d4af37', stroke: null, role: 'art' });
  });

  it('mirrors inside the same box, and scales its strokes to inches', () => {
    const dove = emblemById('dove')!;
    const plain = emblemNodes(dove, { xIn: 2, yIn: 2, widthIn: 5, ink: '#fff' });
    const mirrored = emblemNodes(dove, { xIn: 2, yIn: 2, widthIn: 5, ink: '#fff', mirror: true });
    const body = (group: typeof plain) => pathBounds((group.children[0] as { d: string }).d);
    // Mirrored about the middle of its 5-inch box, x = 4.5.
    expect(body(mirrored).minX).toBeCloseTo(9 - body(plain).maxX, 5);
    expect(body(mirrored).maxX).toBeCloseTo(9 - body(plain).minX, 5);
    expect(body(mirrored).minY).toBeCloseTo(body(plain).minY, 5);
    const stroked = plain.children.find((child) => child.kind === 'path' && child.stroke);
    expect(stroked).toMatchObject({ fill: null, stroke: '#fff', strokeWidthIn: 1.6 * (5 / dove.viewBox.width) });
  });
});
