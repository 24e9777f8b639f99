import {
  ART_LABELS,
  LETTER_FACE_LABELS,
  LETTER_FINISH_LABELS,
  STONE_KIND_FACTS,
  STONE_TOP_LABELS,
  inchesWords,
} from './design.choices';
import type { DesignGeometry } from './design.geometry';
import type { ArtBlock, DesignConfiguration } from './design.schema';

/**
 * The design in plain words, for a screen reader (kept current as the family designs), the SVG's
 * description and the design sheet: "Serpentine upright, 36 by 24 inches, Jet Black, on a base
 * 42 by 6 inches. Top line: SMITH, 3 inches, Roman capitals, V-cut, centred. ..."
 */

const n = (value: number) => String(Math.round(value * 100) / 100);

/** The stone's name as a family says it: "Serpentine upright", "Flat marker". */
export function stoneName(design: Pick<DesignConfiguration, 'stone'>): string {
  const facts = STONE_KIND_FACTS[design.stone.kind];
  if (design.stone.kind !== 'upright' || design.stone.top === 'flat') return facts.label;
  if (design.stone.top === 'heart') return 'Heart-shaped upright';
  return `${STONE_TOP_LABELS[design.stone.top].replace(/ top$/, '').replace(/ \(.*\)$/, '')} upright`;
}

/** Where a box sits on the face, in words: "centred near the top", "at the lower left". */
function placeWords(xIn: number, yIn: number, face: { widthIn: number; heightIn: number }): string {
  const across = xIn < face.widthIn * 0.4 ? 'left' : xIn > face.widthIn * 0.6 ? 'right' : 'centre';
  const down = yIn < face.heightIn / 3 ? 'upper' : yIn > (face.heightIn * 2) / 3 ? 'lower' : 'middle';
  if (across === 'centre')
    return down === 'middle' ? 'centred' : `centred, ${down === 'upper' ? 'near the top' : 'near the bottom'}`;
  return down === 'middle' ? `at the ${across}` : `at the ${down} ${across}`;
}

function artName(block: ArtBlock, names: Record<string, string>): string {
  const source = block.source;
  if (source.kind === 'emblem') {
    const name = names[source.emblem] ?? source.emblem.replace(/-/g, ' ');
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} emblem`;
  }
  if (source.kind === 'artwork') return names[source.artworkId] ?? 'Artwork panel from the gallery';
  return ART_LABELS[source.treatment];
}

const ORDINAL = [
  'Top line',
  'Second line',
  'Third line',
  'Fourth line',
  'Fifth line',
  'Sixth line',
  'Seventh line',
  'Eighth line',
];

/**
 * The whole design in words: the stone, then every line of lettering from the top down, then the
 * art. `names` gives emblems and gallery artwork their names (by emblem id or artwork id).
 */
export function describeDesign(
  design: DesignConfiguration,
  context: { graniteName: string; geometry: DesignGeometry; names?: Record<string, string> },
): string {
  const { geometry } = context;
  const facts = STONE_KIND_FACTS[design.stone.kind];
  const size = `${n(design.stone.widthIn)} by ${n(design.stone.heightIn)} inches`;
  const base = geometry.base ? `, on a base ${n(geometry.base.widthIn)} by ${n(geometry.base.heightIn)} inches` : '';
  const sentences = [
    `${stoneName(design)}, ${size}${facts.lying ? ' seen from above' : ''}, ${context.graniteName}${base}.`,
  ];

  const face = geometry.face.box;
  const lines = design.lettering
    .flatMap((block) =>
      block.lines
        .map((text, index) => ({ block, text, yIn: block.yIn + index * block.letterHeightIn * block.lineSpacing }))
        .filter((line) => line.text.trim() !== ''),
    )
    .sort((a, b) => a.yIn - b.yIn);
  if (lines.length === 0) sentences.push('No lettering yet.');
  lines.forEach((line, index) => {
    const { block } = line;
    const label = ORDINAL[index] ?? `Line ${index + 1}`;
    sentences.push(
      `${label}: ${line.text}, ${inchesWords(block.letterHeightIn).replace(/ in$/, block.letterHeightIn === 1 ? ' inch' : ' inches')}, ${LETTER_FACE_LABELS[block.face].label}, ${LETTER_FINISH_LABELS[block.finish]}, ${placeWords(block.xIn, line.yIn, face)}.`,
    );
  });
  for (const block of design.art) {
    const mirrored = block.mirrored ? ', mirrored' : '';
    sentences.push(
      `${artName(block, context.names ?? {})}, ${n(block.widthIn)} by ${n(block.heightIn)} inches${mirrored}, ${placeWords(block.xIn, block.yIn, face)}.`,
    );
  }
  return sentences.join(' ');
}
