import { describe, expect, it } from 'vitest';
import type { SceneNode } from './design.scene';
import { artReference, buildScene, letterColour } from './design.drawing';
import { outlineLine } from './design.outline';
import type { DesignConfiguration } from './design.schema';
import { blankDesign } from './design.start';

function serpentine(): DesignConfiguration {
  const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite: 'jet_black' });
  design.stone.top = 'serpentine';
  design.lettering[0]!.lines = ['SMITH'];
  design.lettering[1]!.lines = ['1941 – 2024'];
  design.art = [
    {
      id: 'rose',
      source: { kind: 'emblem', emblem: 'rose' },
      xIn: 6,
      yIn: 18,
      widthIn: 4,
      heightIn: 4,
      mirrored: true,
    },
  ];
  return design;
}

const walk = (nodes: SceneNode[]): SceneNode[] =>
  nodes.flatMap((node) => (node.kind === 'group' ? [node, ...walk(node.children)] : [node]));

describe('the scene of a design', () => {
  it('draws the stone on its base in true proportion, lettering outlined, art by reference', () => {
    const scene = buildScene(serpentine(), {
      granite: { name: 'Jet Black', tone: '#1b1b1b', photoHref: '/media/granite/jet-black.webp' },
      outline: outlineLine,
      names: { rose: 'Rose' },
    });
    // 36 in stone on a 42 in base; 24 in tall on a 6 in base.
    expect(scene.widthIn).toBe(42);
    expect(scene.heightIn).toBe(30);
    const all = walk(scene.nodes);
    const photo = all.find((node) => node.kind === 'image')!;
    expect(photo).toMatchObject({
      href: '/media/granite/jet-black.webp',
      xIn: 3,
      yIn: 0,
      widthIn: 36,
      heightIn: 24,
      role: 'granite',
    });
    expect(photo.kind === 'image' && photo.clipD).toMatch(/^M3 24 L3 /);
    expect(all.filter((node) => node.kind === 'path' && node.role === 'lettering')).toHaveLength(2);
    // Lettering is outlined in a light grey on dark granite, placed on the face (3 in from the scene's edge).
    const smith = scene.nodes.find((node) => node.kind === 'group' && node.label === 'lettering:name')!;
    const line = smith.kind === 'group' ? smith.children[0] : undefined;
    expect(line?.kind === 'group' && line.transform).toMatch(/^translate\(\d+(\.\d+)? 6\)$/);
    const art = scene.nodes.find((node) => node.kind === 'group' && node.label === 'art:emblem:rose')!;
    expect(art.kind === 'group' && art.transform).toBe('translate(7 16) translate(4 0) scale(-1 1)');
    expect(scene.title).toBe('Serpentine upright in Jet Black');
    expect(scene.description).toBe(
      'Serpentine upright, 36 by 24 inches, Jet Black, on a base 42 by 6 inches. ' +
        'Top line: SMITH, 3 inches, Roman capitals, V-cut, centred, near the top. ' +
        'Second line: 1941 – 2024, 1 inch, Roman capitals, V-cut, centred, near the top. ' +
        'Rose emblem, 4 by 4 inches, mirrored, at the lower left.',
    );
  });

  it('shows a granite without a photo in its tone, or a plain grey it names as such', () => {
    const design = blankDesign('flat', { widthIn: 24, heightIn: 12, granite: 'mahogany' });
    const toned = buildScene(design, {
      granite: { name: 'Mahogany', tone: '#6b3a2a', photoHref: null },
      outline: outlineLine,
    });
    expect(toned.nodes.some((node) => node.kind === 'image')).toBe(false);
    expect(toned.nodes.find((node) => node.kind === 'path' && node.role === 'stone')).toMatchObject({
      fill: '#6b3a2a',
    });
    const plain = buildScene(design, {
      granite: { name: 'Mahogany', tone: null, photoHref: null },
      outline: outlineLine,
    });
    expect(plain.nodes.find((node) => node.kind === 'path' && node.role === 'stone')).toMatchObject({
      fill: '#8c8c88',
    });
    expect(plain.description).toContain('Mahogany (shown in a plain grey: we have no photo of it yet)');
    expect(plain.description).toContain('Flat marker, 24 by 12 inches seen from above');
  });

  it('colours each finish as it shows on the granite', () => {
    expect(letterColour('v_cut', '#111111')).not.toBe(letterColour('v_cut', '#e8e4dc'));
    expect(letterColour('gold_leaf', '#111111')).toBe('#c9a43a');
  });

  it('names every kind of art by a reference the renderer resolves', () => {
    const id = '0b6f3f0e-6f7b-4bb4-9a51-6f2f4c7f0c11';
    const base = { id: 'a', xIn: 1, yIn: 1, widthIn: 2, heightIn: 2, mirrored: false };
    expect(artReference({ ...base, source: { kind: 'artwork', artworkId: id } })).toBe(`artwork:${id}`);
    expect(artReference({ ...base, source: { kind: 'photo', uploadId: id, treatment: 'etched' } })).toBe(
      `photo:etched:${id}`,
    );
  });
});
