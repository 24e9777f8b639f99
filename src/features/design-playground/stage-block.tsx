import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { DesignOptions } from '#server/modules/design/design.options';
import type { ArtBlock, LetteringBlock } from '#server/modules/design/design.schema';
import { ArtView, LetteringView } from './stage-drawing';
import { blockBox, type StageBlock } from './stage-model';

/**
 * One block on the stage: a focusable, named button-like group over the block's drawing, with an
 * invisible hit area the size of what it covers. Memoised on the block itself, so dragging one
 * block (or typing in another) redraws nothing else; a drag moves it by `dxIn`, `dyIn`.
 */
export const StageBlockView = memo(function StageBlockView({
  kind,
  block,
  dxIn,
  dyIn,
  selected,
  name,
  description,
  faceX,
  faceY,
  tone,
  artworks,
  padIn,
  register,
  onPress,
  onKey,
}: {
  kind: StageBlock['kind'];
  block: LetteringBlock | ArtBlock;
  dxIn: number;
  dyIn: number;
  selected: boolean;
  name: string;
  description: string | undefined;
  faceX: number;
  faceY: number;
  tone: string | null;
  artworks: DesignOptions['artworks'];
  /** Extra room round the hit area, so a thin line is still easy to take hold of. */
  padIn: number;
  register(id: string, element: SVGGElement | null): void;
  onPress(event: PointerEvent<SVGGElement>, item: StageBlock): void;
  onKey(event: KeyboardEvent<SVGGElement>, id: string): void;
}) {
  const item = (kind === 'lettering' ? { kind, block } : { kind, block }) as StageBlock;
  const box = blockBox(item);
  return (
    <g
      ref={(element) => register(block.id, element)}
      className="design-stage-block"
      data-block={block.id}
      tabIndex={0}
      role="button"
      aria-pressed={selected}
      aria-label={name}
      aria-description={description}
      transform={dxIn || dyIn ? `translate(${dxIn} ${dyIn})` : undefined}
      style={{ touchAction: 'none', cursor: selected ? 'move' : 'pointer' }}
      onPointerDown={(event) => {
        event.stopPropagation();
        // No text selection or native drag; the block takes the keyboard as it would on a click.
        event.preventDefault();
        event.currentTarget.focus({ preventScroll: true });
        onPress(event, item);
      }}
      onKeyDown={(event) => onKey(event, block.id)}
    >
      <rect
        className="design-stage-hit"
        x={faceX + box.xIn - padIn}
        y={faceY + box.yIn - padIn}
        width={box.widthIn + 2 * padIn}
        height={box.heightIn + 2 * padIn}
        fill="none"
        pointerEvents="all"
      />
      {item.kind === 'lettering' ? (
        <LetteringView block={item.block} faceX={faceX} faceY={faceY} tone={tone} />
      ) : (
        <ArtView block={item.block} faceX={faceX} faceY={faceY} tone={tone} artworks={artworks} labelIn={padIn * 3} />
      )}
    </g>
  );
});
