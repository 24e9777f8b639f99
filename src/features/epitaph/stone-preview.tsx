import { useEffect, useState } from 'react';
import fontUrl from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url';
import { LETTERING_CAP_SHARE, lineRoleLabels, type EpitaphLayout } from '#server/modules/epitaph/epitaph.choices';
import classes from './epitaph.module.css';

let fontLoading: Promise<unknown> | null = null;

/**
 * Loads the lettering font the server measures with, once, only on the pages that draw a stone.
 * Until it arrives the preview uses a serif fallback stretched to the measured widths.
 */
function useLetteringFont() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof FontFace === 'undefined') return;
    fontLoading ??= (async () => {
      const face = new FontFace('Libre Baskerville', `url(${fontUrl}) format('woff2')`);
      document.fonts.add(await face.load());
    })().catch(() => undefined);
    let live = true;
    void fontLoading.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** The words of a layout for a screen reader: "Family name: WHITAKER. Given names: Mary Ellen. ..." */
export function layoutDescription(layout: EpitaphLayout): string {
  return layout.lines.map((line) => `${lineRoleLabels[line.role]}: ${line.text}`).join('. ');
}

/**
 * The stone's face drawn to scale in inches: the granite, the margin kept clear (dashed), and
 * each line at its letter height and measured width. A line that does not fit is drawn in red.
 */
export function StonePreview({ layout, size = 'large' }: { layout: EpitaphLayout; size?: 'large' | 'small' }) {
  const fontReady = useLetteringFont();
  const { face } = layout;
  const top = face.marginIn + Math.max(0, (face.faceHeightIn - 2 * face.marginIn - layout.usedHeightIn) / 2);
  const radius = face.lying ? 0.4 : Math.min(face.faceWidthIn, face.faceHeightIn) * 0.08;
  const label = `Preview of the ${face.label.toLowerCase()}. ${layoutDescription(layout)}.`;
  return (
    <svg
      className={size === 'large' ? classes.previewLarge : classes.previewSmall}
      viewBox={`-0.5 -0.5 ${face.faceWidthIn + 1} ${face.faceHeightIn + 1}`}
      role="img"
      aria-label={label}
      data-font-ready={fontReady ? 'true' : 'false'}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id="granite" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b6168" />
          <stop offset="1" stopColor="#363b41" />
        </linearGradient>
      </defs>
      <rect
        x={0}
        y={0}
        width={face.faceWidthIn}
        height={face.faceHeightIn}
        rx={radius}
        fill="url(#granite)"
        stroke="#24282c"
        strokeWidth={0.15}
      />
      <rect
        x={face.marginIn}
        y={face.marginIn}
        width={face.faceWidthIn - 2 * face.marginIn}
        height={face.faceHeightIn - 2 * face.marginIn}
        fill="none"
        stroke="#c9ced3"
        strokeOpacity={0.35}
        strokeWidth={0.06}
        strokeDasharray="0.3 0.3"
      />
      {layout.lines.map((line, index) => (
        <text
          key={index}
          x={face.faceWidthIn / 2}
          y={top + line.baselineIn}
          textAnchor="middle"
          fontFamily="'Libre Baskerville', Georgia, 'Times New Roman', serif"
          fontSize={line.letterHeightIn / LETTERING_CAP_SHARE}
          textLength={line.widthIn}
          lengthAdjust="spacingAndGlyphs"
          fill={line.fits ? '#f1f3f5' : '#ff8787'}
        >
          {line.text}
        </text>
      ))}
    </svg>
  );
}
