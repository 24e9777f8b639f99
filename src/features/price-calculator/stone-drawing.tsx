import type { StoneShape } from '#server/modules/public-calculator/public-calculator.choices';
import classes from './price-calculator.module.css';

const outlines: Record<StoneShape, string> = {
  upright: 'M30 14 H90 V58 H30 Z',
  serpentine: 'M30 22 C40 10 50 18 60 12 C70 18 80 10 90 22 V58 H30 Z',
  oval: 'M30 26 Q60 4 90 26 V58 H30 Z',
  slant: 'M38 22 H82 L92 58 H28 Z',
  bevel: 'M26 48 L32 42 H88 L94 48 V58 H26 Z',
  flat: 'M22 52 H98 V58 H22 Z',
  bench: 'M24 34 H96 V40 H24 Z M34 40 H44 V58 H34 Z M76 40 H86 V58 H76 Z',
};
const hasBase = (shape: StoneShape) => shape !== 'flat' && shape !== 'bevel' && shape !== 'bench';

/** A drawing of a design's shape in its granite's tone, for a template without a picture. */
export function StoneDrawing({ shape, tone }: { shape: StoneShape; tone: string | null }) {
  const fill = tone ?? '#6b6b6b';
  return (
    <svg viewBox="0 0 120 72" className={classes.drawing} aria-hidden="true" focusable="false">
      <rect x="0" y="62" width="120" height="10" fill="#dfe6d8" />
      <path d={outlines[shape]} fill={fill} stroke="#2f2f2f" strokeWidth="1" />
      {hasBase(shape) && <rect x="22" y="58" width="76" height="6" fill={fill} stroke="#2f2f2f" strokeWidth="1" />}
    </svg>
  );
}
