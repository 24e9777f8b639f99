import { graniteDataUri, seededRandom, sideColor, type GranitePalette } from './granites';

/**
 * SVG illustrations of monuments, artwork etchings and granite swatches for the demo gallery,
 * drawn by the project itself (never downloaded stock). Rendered to JPEG by sharp (librsvg).
 */
export type MonumentShape = 'serpentine' | 'oval' | 'heart' | 'slant' | 'flat' | 'bench' | 'rustic' | 'companion';
export type Backdrop = 'cemetery' | 'studio' | 'yard' | 'showroom';
export type Etching = 'sunrise' | 'rose' | 'dove' | 'pines' | 'lighthouse' | 'cross' | 'wheat' | 'music';

/** Drawing coordinates; the rendered image is OUTPUT_SCALE of this (demo images stay small and quick). */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 900;
const OUTPUT_SCALE = 0.8;
/** Textures are drawn at half size and scaled up: a quarter of the work, grains still crisp enough. */
const TEXTURE_SCALE = 0.5;

const FONT = 'DejaVu Serif, Liberation Serif, Georgia, serif';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface MonumentScene {
  shape: MonumentShape;
  granite: GranitePalette;
  backdrop: Backdrop;
  /** Family name and name/date lines engraved on the stone. */
  family?: string;
  lines?: string[];
  seed: number;
  /** A hang tag in the corner (clearance). */
  tag?: string;
}

function backdropSvg(kind: Backdrop, w: number, h: number, ground: number, random: () => number): string {
  switch (kind) {
    case 'cemetery': {
      const trees = Array.from({ length: 9 }, (_, i) => {
        const x = (i / 8) * w + (random() - 0.5) * 80;
        const r = 70 + random() * 60;
        return `<ellipse cx="${x.toFixed(0)}" cy="${(ground - 40 - random() * 30).toFixed(0)}" rx="${r.toFixed(0)}" ry="${(r * 0.8).toFixed(0)}" fill="url(#tree)" opacity="${(0.6 + random() * 0.3).toFixed(2)}"/>`;
      }).join('');
      const stones = Array.from({ length: 7 }, () => {
        const x = random() * w;
        const sw = 26 + random() * 20;
        const sh = 22 + random() * 18;
        const y = ground + 8 + random() * 30;
        return `<rect x="${x.toFixed(0)}" y="${(y - sh).toFixed(0)}" width="${sw.toFixed(0)}" height="${sh.toFixed(0)}" rx="6" fill="#7d7f80" opacity="0.55"/>`;
      }).join('');
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb9e0"/><stop offset="1" stop-color="#e3edf4"/></linearGradient>
        <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a9a55"/><stop offset="1" stop-color="#4b6a30"/></linearGradient>
        <radialGradient id="tree"><stop offset="0.6" stop-color="#3f5b34"/><stop offset="1" stop-color="#3f5b34" stop-opacity="0"/></radialGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>
        ${trees}
        <rect y="${ground - 20}" width="${w}" height="${h - ground + 20}" fill="url(#grass)"/>
        <g opacity="0.7">${stones}</g>`;
    }
    case 'studio':
      return `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#fbfaf8"/><stop offset="1" stop-color="#d6d4cf"/></radialGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#bg)"/>
        <rect y="${ground}" width="${w}" height="${h - ground}" fill="#cfccc6"/>
        <rect y="${ground}" width="${w}" height="3" fill="#bdb9b2"/>`;
    case 'yard': {
      const gravel = Array.from({ length: 420 }, () => {
        const x = random() * w;
        const y = ground + random() * (h - ground);
        const r = 1 + random() * 3;
        const tone = Math.round(120 + random() * 90);
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="rgb(${tone},${tone - 8},${tone - 20})"/>`;
      }).join('');
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9cfe2"/><stop offset="1" stop-color="#eef1f2"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>
        <rect x="0" y="${ground - 260}" width="${w}" height="260" fill="#8e9499"/>
        ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100}" y="${ground - 260}" width="4" height="260" fill="#7b8186"/>`).join('')}
        <rect y="${ground}" width="${w}" height="${h - ground}" fill="#b6ab97"/>${gravel}`;
    }
    case 'showroom':
      return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3ece1"/><stop offset="1" stop-color="#e4d8c6"/></linearGradient>
        <radialGradient id="spot" cx="0.5" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#wall)"/>
        <rect y="${ground - 120}" width="${w}" height="8" fill="#cdbba2"/>
        <rect y="${ground}" width="${w}" height="${h - ground}" fill="#6f5a49"/>
        <rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  }
}

/**
 * Draws a path several times in the stone's sawn-side colour, shifted towards the back, then the
 * polished face on top: a cheap extrusion that gives the stone its depth.
 */
function extruded(d: string, depth: { dx: number; dy: number }, steps = 16): string {
  let out = '';
  for (let k = steps; k >= 1; k--) {
    const t = `translate(${((depth.dx * k) / steps).toFixed(1)} ${((depth.dy * k) / steps).toFixed(1)})`;
    out += `<path d="${d}" transform="${t}" fill="url(#side)"/>`;
  }
  return (
    out +
    `<path d="${d}" fill="url(#stone)"/><path d="${d}" fill="url(#gloss)"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`
  );
}

function box(x: number, y: number, w: number, h: number, depth: { dx: number; dy: number }, shade = 0.12): string {
  const d = `M${x},${y + h} L${x},${y} L${x + w},${y} L${x + w},${y + h} Z`;
  return extruded(d, depth, 12) + `<path d="${d}" fill="#000" opacity="${shade}"/>`;
}

/** A font size that fits `text` into `width` (serif capitals are about 0.72 em wide with spacing). */
const fit = (text: string, width: number, max: number, perChar = 0.78) =>
  Math.round(Math.min(max, width / Math.max(1, text.length * perChar)));

function lettering(
  lines: Array<{ text: string; size: number; y: number; x?: number; spacing?: number; italic?: boolean }>,
  cx: number,
  tone: 'light' | 'dark',
  transform = '',
): string {
  const fill = tone === 'light' ? '#dcdcd8' : '#242424';
  const shadow = tone === 'light' ? '#000000' : '#ffffff';
  return `<g transform="${transform}" font-family="${FONT}" text-anchor="middle">${lines
    .map((l) => {
      const attrs = `font-size="${l.size}" letter-spacing="${l.spacing ?? 0}"${l.italic ? ' font-style="italic"' : ''}`;
      const x = l.x ?? cx;
      return `<text x="${x + 1.5}" y="${l.y + 1.5}" ${attrs} fill="${shadow}" opacity="0.35">${esc(l.text)}</text><text x="${x}" y="${l.y}" ${attrs} fill="${fill}" opacity="0.92">${esc(l.text)}</text>`;
    })
    .join('')}</g>`;
}

/** What each monument's drawing reads: the scene, its centre and ground line, the lettering's words and tone. */
interface MonumentDrawing {
  scene: MonumentScene;
  cx: number;
  ground: number;
  depth: { dx: number; dy: number };
  tone: GranitePalette['lettering'];
  family: string;
  lines: string[];
  shadow: (rx: number) => string;
  random: () => number;
}

/** An upright die on its base: serpentine, oval, heart, rustic (a polished panel in rock-pitched stone) or a companion with vases. */
function uprightSvg(drawing: MonumentDrawing): string {
  const { scene, cx, ground, depth, tone, family, lines, shadow, random } = drawing;
  const bw = scene.shape === 'companion' ? 760 : 560;
  const bh = 74;
  const dw = scene.shape === 'companion' ? 640 : scene.shape === 'heart' ? 440 : 440;
  const dh = scene.shape === 'heart' ? 400 : 380;
  const yb = ground - bh;
  const yt = yb - dh;
  const x0 = cx - dw / 2;
  const x1 = cx + dw / 2;
  let die: string;
  if (scene.shape === 'heart') {
    die = `M${cx},${yb} C${cx - 60},${yb - 60} ${x0},${yt + dh * 0.55} ${x0},${yt + dh * 0.3} C${x0},${yt + 10} ${cx - 120},${yt - 20} ${cx},${yt + 70} C${cx + 120},${yt - 20} ${x1},${yt + 10} ${x1},${yt + dh * 0.3} C${x1},${yt + dh * 0.55} ${cx + 60},${yb - 60} ${cx},${yb} Z`;
  } else if (scene.shape === 'oval') {
    die = `M${x0},${yb} L${x0},${yt + 110} A${dw / 2},120 0 0 1 ${x1},${yt + 110} L${x1},${yb} Z`;
  } else if (scene.shape === 'rustic') {
    const jag = (n: number) => (random() - 0.5) * n;
    const pts: string[] = [];
    for (let i = 0; i <= 10; i++) pts.push(`${(x0 + jag(14)).toFixed(1)},${(yb - (dh * i) / 10).toFixed(1)}`);
    for (let i = 1; i <= 10; i++) pts.push(`${(x0 + (dw * i) / 10).toFixed(1)},${(yt + jag(16)).toFixed(1)}`);
    for (let i = 9; i >= 0; i--) pts.push(`${(x1 + jag(14)).toFixed(1)},${(yb - (dh * i) / 10).toFixed(1)}`);
    die = `M${pts.join(' L')} Z`;
  } else {
    const sh = scene.shape === 'companion' ? 70 : 80;
    die = `M${x0},${yb} L${x0},${yt + sh} C${x0 + dw * 0.22},${yt + sh} ${x0 + dw * 0.3},${yt} ${cx},${yt} C${x1 - dw * 0.3},${yt} ${x1 - dw * 0.22},${yt + sh} ${x1},${yt + sh} L${x1},${yb} Z`;
  }
  let parts = shadow(bw / 2 + 40) + box(cx - bw / 2, yb, bw, bh, depth) + extruded(die, depth);
  if (scene.shape === 'rustic') {
    // A polished panel inside the rock-pitched stone.
    const px = x0 + 50;
    const py = yt + 60;
    parts += `<rect x="${px}" y="${py}" width="${dw - 100}" height="${dh - 110}" rx="10" fill="url(#stone)"/><rect x="${px}" y="${py}" width="${dw - 100}" height="${dh - 110}" rx="10" fill="url(#gloss)"/><rect x="${px}" y="${py}" width="${dw - 100}" height="${dh - 110}" rx="10" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>`;
    parts += `<path d="M${die.slice(1)}" fill="#000" opacity="0.18"/>`;
  }
  if (scene.shape === 'companion') {
    // Vases on the base at both ends.
    for (const vx of [cx - bw / 2 + 30, cx + bw / 2 - 90]) parts += box(vx, yb - 90, 60, 90, { dx: 12, dy: -8 }, 0.05);
    const [a = '', b = '', c = '', d = ''] = lines;
    parts += lettering(
      [
        { text: family, size: fit(family, dw * 0.8, 64), y: yt + 150, spacing: 8 },
        { text: a, size: 30, y: yt + 235, x: cx - 150 },
        { text: b, size: 26, y: yt + 280, x: cx - 150 },
        { text: c, size: 30, y: yt + 235, x: cx + 150 },
        { text: d, size: 26, y: yt + 280, x: cx + 150 },
      ],
      cx,
      tone,
    );
  } else {
    const heart = scene.shape === 'heart';
    const top = heart ? yt + 150 : yt + 165;
    const room = heart ? dw * 0.62 : scene.shape === 'rustic' ? dw - 140 : dw * 0.84;
    parts += lettering(
      [
        { text: family, size: fit(family, room, heart ? 46 : 58), y: top, spacing: 6 },
        ...lines.map((text, i) => ({
          text,
          size: fit(text, room * (heart ? 1 - i * 0.16 : 1), heart ? 24 : 28, 0.55),
          y: top + (heart ? 52 : 62) + i * (heart ? 36 : 42),
          italic: i === lines.length - 1 && lines.length > 2,
        })),
      ],
      cx,
      tone,
    );
  }
  return parts;
}

/** A slant marker on its base, lettered on its sloping face. */
function slantSvg(drawing: MonumentDrawing): string {
  const { cx, ground, depth, tone, family, lines, shadow } = drawing;
  const bw = 620;
  const bh = 70;
  const yb = ground - bh;
  const dw = 520;
  const dh = 250;
  const x0 = cx - dw / 2;
  const x1 = cx + dw / 2;
  const s = 60;
  const top = { dx: 24, dy: -16 };
  const face = `M${x0},${yb} L${x1},${yb} L${x1 + s},${yb - dh} L${x0 + s},${yb - dh} Z`;
  const topStrip = `M${x0 + s},${yb - dh} L${x1 + s},${yb - dh} L${x1 + s + top.dx},${yb - dh + top.dy} L${x0 + s + top.dx},${yb - dh + top.dy} Z`;
  const side = `M${x1},${yb} L${x1 + 70},${yb - 44} L${x1 + s + top.dx},${yb - dh + top.dy} L${x1 + s},${yb - dh} Z`;
  return (
    shadow(bw / 2 + 50) +
    box(cx - bw / 2, yb, bw, bh, depth) +
    `<path d="${side}" fill="url(#side)"/>` +
    `<path d="${topStrip}" fill="url(#stone)"/><path d="${topStrip}" fill="#000" opacity="0.25"/>` +
    `<path d="${face}" fill="url(#stone)"/><path d="${face}" fill="url(#gloss)"/>` +
    lettering(
      [
        { text: family, size: fit(family, dw * 0.8, 52), y: yb - dh + 90, spacing: 6 },
        ...lines.map((text, i) => ({ text, size: fit(text, dw * 0.85, 26, 0.55), y: yb - dh + 140 + i * 38 })),
      ],
      cx + s / 2,
      tone,
      `skewX(-8) translate(${(yb * Math.tan((8 * Math.PI) / 180)).toFixed(1)} 0)`,
    )
  );
}

/** A flat grass marker seen from above, lettered in perspective. */
function flatSvg(drawing: MonumentDrawing): string {
  const { cx, ground, tone, family, lines } = drawing;
  const mw = 760;
  const front = 30;
  const backInset = 90;
  const depthY = 290;
  const yFront = ground + 380;
  const x0 = cx - mw / 2;
  const x1 = cx + mw / 2;
  const topFace = `M${x0},${yFront} L${x1},${yFront} L${x1 - backInset},${yFront - depthY} L${x0 + backInset},${yFront - depthY} Z`;
  const frontFace = `M${x0},${yFront} L${x1},${yFront} L${x1},${yFront + front} L${x0},${yFront + front} Z`;
  return (
    `<ellipse cx="${cx}" cy="${yFront - depthY / 2 + 20}" rx="${mw / 2 + 60}" ry="${depthY / 2 + 50}" fill="url(#shadow)" opacity="0.7"/>` +
    `<path d="${frontFace}" fill="url(#side)"/>` +
    `<path d="${topFace}" fill="url(#stone)"/><path d="${topFace}" fill="url(#gloss)"/>` +
    lettering(
      [
        { text: family, size: fit(family, mw * 0.7, 76), y: 0, spacing: 10 },
        ...lines.map((text, i) => ({ text, size: fit(text, mw * 0.72, 40, 0.55), y: 80 + i * 60 })),
      ],
      0,
      tone,
      `translate(${cx} ${yFront - depthY + 110}) scale(1 0.6)`,
    )
  );
}

/** A bench on two legs, the family name on the seat and the first line on a leg. */
function benchSvg(drawing: MonumentDrawing): string {
  const { scene, cx, ground, tone, family, lines, shadow } = drawing;
  const sw = 700;
  const sh = 70;
  const seatTop = ground - 200;
  const legs = [cx - sw / 2 + 70, cx + sw / 2 - 190];
  let parts = shadow(sw / 2 + 30);
  for (const lx of legs) parts += box(lx, seatTop + sh, 120, ground - seatTop - sh, { dx: 40, dy: -26 }, 0.18);
  parts += box(cx - sw / 2, seatTop, sw, sh, { dx: 60, dy: -40 }, 0);
  parts += lettering(
    [{ text: family, size: fit(family, sw * 0.7, 44), y: seatTop + 50, spacing: 10 }],
    cx,
    scene.granite.lettering,
  );
  if (lines[0]) parts += lettering([{ text: lines[0], size: 22, y: seatTop + sh + 60 }], legs[0]! + 60, tone);
  return parts;
}

function monumentSvg(scene: MonumentScene, w: number, h: number, ground: number, random: () => number): string {
  const cx = w / 2;
  const depth = { dx: 34, dy: -22 };
  const tone = scene.granite.lettering;
  const family = (scene.family ?? '').toUpperCase();
  const lines = scene.lines ?? [];
  const shadow = (rx: number) => `<ellipse cx="${cx + 30}" cy="${ground + 6}" rx="${rx}" ry="30" fill="url(#shadow)"/>`;
  const drawing: MonumentDrawing = { scene, cx, ground, depth, tone, family, lines, shadow, random };

  switch (scene.shape) {
    case 'serpentine':
    case 'oval':
    case 'companion':
    case 'heart':
    case 'rustic':
      return uprightSvg(drawing);
    case 'slant':
      return slantSvg(drawing);
    case 'flat':
      return flatSvg(drawing);
    case 'bench':
      return benchSvg(drawing);
  }
}

/** A monument illustration as an SVG document (embedding its granite texture). */
export async function monumentSceneSvg(scene: MonumentScene): Promise<string> {
  const w = SCENE_WIDTH;
  const h = SCENE_HEIGHT;
  const random = seededRandom(scene.seed);
  const ground = scene.shape === 'flat' ? h * 0.34 : h * 0.8;
  const side = sideColor(scene.granite);
  const texture = await graniteDataUri(scene.granite, w * TEXTURE_SCALE, h * TEXTURE_SCALE, scene.seed + 7);
  const tag = scene.tag
    ? `<g transform="translate(${w - 250} 60) rotate(8)"><rect width="190" height="90" rx="12" fill="#b3261e"/><circle cx="22" cy="45" r="8" fill="#f3ece1"/><text x="105" y="58" font-family="${FONT}" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">${esc(scene.tag)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * OUTPUT_SCALE}" height="${h * OUTPUT_SCALE}" viewBox="0 0 ${w} ${h}">
    <defs>
      <pattern id="stone" patternUnits="userSpaceOnUse" width="${w}" height="${h}"><image href="${texture}" width="${w}" height="${h}"/></pattern>
      <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
      <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="0.7" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
      <linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${side}"/><stop offset="1" stop-color="${sideColor(scene.granite, 0.4)}"/></linearGradient>
    </defs>
    ${backdropSvg(scene.backdrop, w, h, ground, random)}
    ${monumentSvg(scene, w, h, ground, random)}
    ${tag}
  </svg>`;
}

/** A polished granite sample with a soft reflection. */
export async function swatchSvg(granite: GranitePalette, seed: number): Promise<string> {
  const size = 900;
  const texture = await graniteDataUri(granite, size * 0.6, size * 0.6, seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size * OUTPUT_SCALE}" height="${size * OUTPUT_SCALE}" viewBox="0 0 ${size} ${size}">
    <defs><linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.03"/><stop offset="0.41" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient></defs>
    <image href="${texture}" width="${size}" height="${size}"/>
    <rect width="${size}" height="${size}" fill="url(#gloss)"/>
  </svg>`;
}

function etchingArt(kind: Etching, random: () => number): string {
  const stroke = 'stroke="#d9d9d5" fill="none" stroke-linecap="round" stroke-linejoin="round"';
  const dots = (cx: number, cy: number, rx: number, ry: number, n: number) =>
    Array.from({ length: n }, () => {
      const a = random() * Math.PI * 2;
      const r = Math.sqrt(random());
      return `<circle cx="${(cx + Math.cos(a) * rx * r).toFixed(1)}" cy="${(cy + Math.sin(a) * ry * r).toFixed(1)}" r="${(0.8 + random() * 1.4).toFixed(1)}" fill="#cfcfcb" opacity="${(0.3 + random() * 0.5).toFixed(2)}"/>`;
    }).join('');
  switch (kind) {
    case 'sunrise':
      return `<g ${stroke} stroke-width="4">${Array.from({ length: 13 }, (_, i) => {
        const a = Math.PI + (i / 12) * Math.PI;
        return `<line x1="${600 + Math.cos(a) * 150}" y1="${560 + Math.sin(a) * 150}" x2="${600 + Math.cos(a) * 300}" y2="${560 + Math.sin(a) * 300}"/>`;
      }).join(
        '',
      )}<path d="M470,560 A130,130 0 0 1 730,560"/><path d="M150,640 C300,520 420,600 560,560 C700,520 820,610 1050,560" stroke-width="5"/><path d="M150,700 C330,620 520,690 700,640 C860,600 960,660 1050,640" stroke-width="4"/><path d="M320,330 q18,-16 36,0 q18,-16 36,0 M760,290 q14,-12 28,0 q14,-12 28,0" stroke-width="3"/></g>${dots(600, 520, 120, 60, 260)}`;
    case 'rose':
      return `<g ${stroke} stroke-width="4"><path d="M600,300 c-60,-10 -90,40 -70,80 c20,40 90,50 120,10 c25,-35 0,-90 -50,-90 M600,330 c-30,0 -40,30 -20,45 c20,15 55,0 50,-25 M540,300 c-50,30 -55,110 5,140 c50,25 120,10 140,-50 c15,-45 -10,-90 -40,-100 M600,440 C590,520 610,620 600,760 M600,560 c-60,-30 -120,-10 -150,30 c60,20 110,10 150,-30 M602,640 c60,-40 120,-30 160,10 c-60,25 -120,20 -160,-10"/></g>${dots(600, 360, 70, 60, 200)}`;
    case 'dove':
      return `<g ${stroke} stroke-width="4"><path d="M420,480 C480,440 560,440 610,460 C640,400 700,330 800,300 C760,370 740,420 720,470 C780,480 830,470 880,440 C850,520 760,560 660,560 C600,600 520,620 440,600 C480,570 500,540 520,520 C480,520 450,505 420,480 Z"/><circle cx="455" cy="485" r="5" fill="#d9d9d5"/><path d="M420,478 l-36,10 l34,8"/><path d="M470,600 C500,640 560,680 640,700" stroke-width="3"/>${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${500 + i * 24}" cy="${636 + i * 11}" rx="14" ry="6" transform="rotate(${25 + i * 4} ${500 + i * 24} ${636 + i * 11})"/>`).join('')}</g>${dots(700, 420, 80, 60, 160)}`;
    case 'pines': {
      const tree = (x: number, base: number, hgt: number) =>
        `<path d="M${x},${base - hgt} L${x - hgt * 0.28},${base - hgt * 0.55} L${x - hgt * 0.14},${base - hgt * 0.55} L${x - hgt * 0.36},${base - hgt * 0.2} L${x - hgt * 0.1},${base - hgt * 0.2} L${x - hgt * 0.1},${base} L${x + hgt * 0.1},${base} L${x + hgt * 0.1},${base - hgt * 0.2} L${x + hgt * 0.36},${base - hgt * 0.2} L${x + hgt * 0.14},${base - hgt * 0.55} L${x + hgt * 0.28},${base - hgt * 0.55} Z"/>`;
      return `<g ${stroke} stroke-width="4"><path d="M140,560 L330,330 L450,470 L600,270 L780,500 L880,400 L1060,560" stroke-width="5"/>${tree(300, 700, 260)}${tree(420, 720, 330)}${tree(820, 710, 300)}${tree(930, 720, 220)}<circle cx="860" cy="220" r="50"/><path d="M140,730 L1060,730"/></g>${dots(600, 420, 260, 90, 240)}`;
    }
    case 'lighthouse':
      return `<g ${stroke} stroke-width="4"><path d="M560,700 L580,360 L640,360 L660,700 Z"/><path d="M570,360 L650,360 L640,320 L580,320 Z M590,320 L590,290 L630,290 L630,320 M600,290 L610,270 L620,290"/><path d="M566,480 L654,480 M563,560 L657,560 M560,640 L660,640"/><path d="M630,305 L900,240 M630,305 L900,370 M590,305 L320,250 M590,305 L320,360" stroke-width="2" opacity="0.7"/><path d="M150,720 q40,-30 80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 M200,760 q40,-25 80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0" stroke-width="3"/><path d="M460,700 C520,680 700,680 760,700"/></g>${dots(610, 520, 40, 160, 160)}`;
    case 'cross':
      return `<g ${stroke} stroke-width="5"><path d="M570,220 L630,220 L630,360 L740,360 L740,420 L630,420 L630,720 L570,720 L570,420 L460,420 L460,360 L570,360 Z"/>${Array.from(
        { length: 16 },
        (_, i) => {
          const a = (i / 16) * Math.PI * 2;
          return `<line x1="${600 + Math.cos(a) * 180}" y1="${390 + Math.sin(a) * 180}" x2="${600 + Math.cos(a) * 240}" y2="${390 + Math.sin(a) * 240}" stroke-width="3"/>`;
        },
      ).join(
        '',
      )}<path d="M470,730 C450,640 420,600 380,580 M380,580 c-30,-30 -10,-70 20,-60 c10,-30 50,-20 45,15 c30,5 25,50 -10,50 M730,730 C750,640 780,600 820,580 M820,580 c30,-30 10,-70 -20,-60 c-10,-30 -50,-20 -45,15 c-30,5 -25,50 10,50" stroke-width="4"/></g>${dots(600, 390, 60, 200, 200)}`;
    case 'wheat': {
      const stalk = (x: number, lean: number) => {
        let s = `<path d="M${x},760 Q${x + lean * 0.4},560 ${x + lean},360"/>`;
        for (let i = 0; i < 9; i++) {
          const t = i / 9;
          const sx = x + lean * (0.75 + t * 0.25);
          const sy = 470 - i * 14;
          s += `<ellipse cx="${sx - 14}" cy="${sy}" rx="16" ry="7" transform="rotate(-40 ${sx - 14} ${sy})"/><ellipse cx="${sx + 14}" cy="${sy}" rx="16" ry="7" transform="rotate(40 ${sx + 14} ${sy})"/>`;
        }
        return s;
      };
      return `<g ${stroke} stroke-width="3">${stalk(520, -60)}${stalk(600, 0)}${stalk(680, 60)}<path d="M530,650 C570,630 630,630 670,650 M530,665 C570,645 630,645 670,665" stroke-width="5"/></g>${dots(600, 420, 120, 80, 160)}`;
    }
    case 'music':
      return `<g ${stroke} stroke-width="3">${Array.from({ length: 5 }, (_, i) => `<path d="M180,${430 + i * 26} C420,${370 + i * 26} 780,${500 + i * 26} 1020,${430 + i * 26}"/>`).join('')}</g><g font-family="DejaVu Sans, sans-serif" fill="#d9d9d5" font-size="150" text-anchor="middle"><text x="360" y="470">♪</text><text x="600" y="520">♫</text><text x="860" y="500">♬</text></g>${dots(600, 470, 400, 90, 220)}`;
  }
}

/** A laser-etched design on a polished black panel. */
export async function etchingSvg(kind: Etching, black: GranitePalette, seed: number): Promise<string> {
  const w = SCENE_WIDTH;
  const h = SCENE_HEIGHT;
  const random = seededRandom(seed);
  const texture = await graniteDataUri(black, w * TEXTURE_SCALE, h * TEXTURE_SCALE, seed + 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * OUTPUT_SCALE}" height="${h * OUTPUT_SCALE}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
    <image href="${texture}" width="${w}" height="${h}"/>
    <rect x="60" y="60" width="${w - 120}" height="${h - 120}" rx="24" fill="none" stroke="#bdbdb8" stroke-width="3" opacity="0.6"/>
    ${etchingArt(kind, random)}
    <rect width="${w}" height="${h}" fill="url(#gloss)"/>
  </svg>`;
}
