import { memo } from 'react';
import { useHydrated } from '#src/lib/hydration';
import { emblemNodes, type Emblem } from '#server/modules/design/art/emblem';
import { emblemById } from '#server/modules/design/art/emblems';
import { letterColour, type GraniteLook } from '#server/modules/design/design.drawing';
import type { DesignGeometry } from '#server/modules/design/design.geometry';
import { emFor, layBlock } from '#server/modules/design/design.lettering';
import type { DesignOptions } from '#server/modules/design/design.options';
import { photoArtNodes, type PhotoArtTreatment } from '#server/modules/design/design.photo-art';
import type { SceneNode } from '#server/modules/design/design.scene';
import type { ArtBlock, LetteringBlock } from '#server/modules/design/design.schema';
import { faceFamily } from './design-faces';

/**
 * The stage's drawing, one memoised piece per layer and per block (decision record 253): the
 * stone in its granite, each block of lettering as SVG text in its monument face laid out by the
 * server's own `layBlock`, each piece of art. A drag moves a block's wrapper, never these.
 */

/** A stone without a photo or a tone: the same plain grey the server draws, named so under the stage. */
export const PLAIN_TONE = '#8c8c88';
const OUTLINE = '#2b2b2b';
const r3 = (value: number) => Math.round(value * 1000) / 1000;

export const StoneLayer = memo(function StoneLayer({
  geometry,
  granite,
  clipId,
}: {
  geometry: DesignGeometry;
  granite: GraniteLook;
  clipId: string;
}) {
  const tone = granite.tone ?? PLAIN_TONE;
  const box = geometry.stone.box;
  // The granite's photo once the page has hydrated, its tone until then (as the swatches do): the
  // 147 kB photo fetched with the HTML went before the page's own script on a slow phone network,
  // and a saved design's page scored 94 where every other page scores 97-100 (decision 300).
  const photoHref = useHydrated() ? granite.photoHref : null;
  return (
    <g aria-hidden="true">
      {geometry.base && (
        <path d={geometry.base.d} fill={tone} stroke={OUTLINE} strokeWidth={0.15} strokeLinejoin="round" />
      )}
      <path d={geometry.stone.d} fill={tone} />
      {photoHref && (
        <>
          <clipPath id={clipId}>
            <path d={geometry.stone.d} />
          </clipPath>
          <image
            href={photoHref}
            x={box.xIn}
            y={box.yIn}
            width={box.widthIn}
            height={box.heightIn}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${clipId})`}
          />
        </>
      )}
      <path d={geometry.stone.d} fill="none" stroke={OUTLINE} strokeWidth={0.15} strokeLinejoin="round" />
      {geometry.details.map((d) => (
        <path key={d} d={d} fill="none" stroke={OUTLINE} strokeWidth={0.08} opacity={0.6} />
      ))}
    </g>
  );
});

/** A block of lettering: each line an SVG text whose capitals are the block's letter height, placed by layBlock. */
export const LetteringView = memo(function LetteringView({
  block,
  faceX,
  faceY,
  tone,
}: {
  block: LetteringBlock;
  faceX: number;
  faceY: number;
  tone: string | null;
}) {
  const laid = layBlock(block);
  const size = r3(emFor(block.face, block.letterHeightIn));
  const fill = letterColour(block.finish, tone);
  return (
    <g
      fill={fill}
      fontFamily={faceFamily(block.face)}
      fontWeight={block.face === 'sans' ? 500 : 400}
      fontSize={size}
      textAnchor="middle"
      style={{ whiteSpace: 'pre' }}
    >
      {laid.lines.map((line, index) =>
        line.text.trim() && line.widthIn > 0 ? (
          <text
            key={index}
            x={r3(faceX + line.xIn + line.widthIn / 2)}
            y={r3(faceY + line.baselineIn)}
            // The measured width (the checks' width) is the drawn width, whatever the browser's hinting.
            textLength={r3(line.widthIn)}
            lengthAdjust="spacingAndGlyphs"
          >
            {line.text}
          </text>
        ) : null,
      )}
    </g>
  );
});

function ScenePaths({ nodes }: { nodes: SceneNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.kind === 'group')
          return (
            <g key={index} transform={node.transform}>
              <ScenePaths nodes={node.children} />
            </g>
          );
        if (node.kind !== 'path') return null;
        return (
          <path
            key={index}
            d={node.d}
            fill={node.fill ?? 'none'}
            stroke={node.stroke ?? undefined}
            strokeWidth={node.strokeWidthIn}
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity={node.opacity}
          />
        );
      })}
    </>
  );
}

/** An emblem fitted inside the block's box at its own aspect, centred, mirrored when asked. */
export function emblemInBox(emblem: Emblem, block: ArtBlock, faceX: number, faceY: number, ink: string) {
  const { viewBox } = emblem;
  const scale = Math.min(block.widthIn / viewBox.width, block.heightIn / viewBox.height);
  const widthIn = viewBox.width * scale;
  const heightIn = viewBox.height * scale;
  return emblemNodes(emblem, {
    xIn: faceX + block.xIn - widthIn / 2,
    yIn: faceY + block.yIn - heightIn / 2,
    widthIn,
    mirror: block.mirrored,
    ink,
  });
}

/** A labelled outline where the stage has no picture to show: never a blank or a fake one. */
function LabelledOutline({
  block,
  faceX,
  faceY,
  ink,
  oval,
  lines,
  minSizeIn,
  halo,
}: {
  block: ArtBlock;
  faceX: number;
  faceY: number;
  ink: string;
  oval: boolean;
  lines: string[];
  /** The least letter size that reads on screen at this zoom (the label may then run past the outline). */
  minSizeIn: number;
  /** The stone's colour round the letters, so a label that runs over lettering still reads. */
  halo: string;
}) {
  const cx = faceX + block.xIn;
  const cy = faceY + block.yIn;
  // The label fits its outline: about 0.55 em a character in a plain sans, 1.6 em a line.
  const longest = Math.max(...lines.map((line) => line.length));
  const fits = Math.min((block.widthIn * 0.85) / (longest * 0.55), (block.heightIn * 0.7) / (lines.length * 1.6), 1);
  const size = r3(Math.max(fits, minSizeIn));
  const shape = { fill: 'none', stroke: ink, strokeWidth: 0.08, strokeDasharray: '0.3 0.2' };
  return (
    <g>
      {oval ? (
        <ellipse cx={cx} cy={cy} rx={block.widthIn / 2} ry={block.heightIn / 2} {...shape} />
      ) : (
        <rect
          x={cx - block.widthIn / 2}
          y={cy - block.heightIn / 2}
          width={block.widthIn}
          height={block.heightIn}
          {...shape}
        />
      )}
      <text
        x={cx}
        y={cy}
        fontSize={size}
        fill={ink}
        stroke={halo}
        strokeWidth={size * 0.25}
        paintOrder="stroke"
        textAnchor="middle"
        fontFamily="sans-serif"
      >
        {lines.map((line, index) => (
          <tspan key={index} x={cx} dy={index === 0 ? `${-(lines.length - 1) * 0.6 + 0.35}em` : '1.2em'}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** A piece of art: a built-in emblem's paths, a gallery artwork's picture, or a labelled outline. */
export const ArtView = memo(function ArtView({
  block,
  faceX,
  faceY,
  tone,
  artworks,
  labelIn,
}: {
  block: ArtBlock;
  faceX: number;
  faceY: number;
  tone: string | null;
  artworks: DesignOptions['artworks'];
  /** The least size of a label's letters that reads on screen at this zoom, in inches. */
  labelIn: number;
}) {
  const ink = letterColour('frosted', tone);
  const source = block.source;
  const outline = { block, faceX, faceY, ink, minSizeIn: labelIn, halo: tone ?? PLAIN_TONE };
  if (source.kind === 'emblem') {
    const emblem = emblemById(source.emblem);
    if (!emblem) return <LabelledOutline {...outline} oval={false} lines={['This emblem is', 'no longer offered']} />;
    return <ScenePaths nodes={[emblemInBox(emblem, block, faceX, faceY, ink)]} />;
  }
  if (source.kind === 'artwork') {
    const artwork = artworks.find((item) => item.id === source.artworkId);
    if (!artwork)
      return <LabelledOutline {...outline} oval={false} lines={['This artwork is no', 'longer in the gallery']} />;
    const cx = faceX + block.xIn;
    return (
      <image
        href={artwork.src}
        x={cx - block.widthIn / 2}
        y={faceY + block.yIn - block.heightIn / 2}
        width={block.widthIn}
        height={block.heightIn}
        preserveAspectRatio="xMidYMid meet"
        transform={block.mirrored ? `translate(${r3(2 * cx)} 0) scale(-1 1)` : undefined}
      />
    );
  }
  // A family's photo, as its private preview shows it (decision record 264): a porcelain oval
  // with its rim, or the etching filling its box.
  return <PhotoArt block={block} faceX={faceX} faceY={faceY} uploadId={source.uploadId} treatment={source.treatment} />;
});

/** A photo block drawn from the same nodes as the server's drawing (design.photo-art.ts). */
function PhotoArt({
  block,
  faceX,
  faceY,
  uploadId,
  treatment,
}: {
  block: ArtBlock;
  faceX: number;
  faceY: number;
  uploadId: string;
  treatment: PhotoArtTreatment;
}) {
  const clipId = `photo-clip-${block.id}`;
  const left = faceX + block.xIn - block.widthIn / 2;
  const top = faceY + block.yIn - block.heightIn / 2;
  const nodes = photoArtNodes(block, { uploadId, treatment });
  return (
    <g transform={`translate(${r3(left)} ${r3(top)})`}>
      {nodes.map((node, index) =>
        node.kind === 'image' ? (
          <g key={index}>
            {node.clipD && (
              <clipPath id={clipId}>
                <path d={node.clipD} />
              </clipPath>
            )}
            <image
              href={node.href}
              x={node.xIn}
              y={node.yIn}
              width={node.widthIn}
              height={node.heightIn}
              preserveAspectRatio="xMidYMid slice"
              clipPath={node.clipD ? `url(#${clipId})` : undefined}
              transform={block.mirrored ? `translate(${r3(2 * node.xIn + node.widthIn)} 0) scale(-1 1)` : undefined}
            />
          </g>
        ) : (
          <ScenePaths key={index} nodes={[node]} />
        ),
      )}
    </g>
  );
}
