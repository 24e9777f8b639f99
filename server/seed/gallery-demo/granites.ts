import sharp from 'sharp';

/**
 * Procedural granite: Voronoi crystals coloured from a mineral palette, a slow cloudy drift
 * and fine grain. Good enough to tell Jet Black from Blue Pearl at a glance; every texture
 * comes from a seed, so the same demo image is made byte for byte each time.
 */
export interface GranitePalette {
  name: string;
  slug: string;
  /** Minerals and how common each is. */
  minerals: Array<{ color: string; weight: number }>;
  /** Typical crystal size in pixels at 1000 px width. */
  grain: number;
  /** Strength of the slow colour drift (0-0.2). */
  cloud: number;
  /** Light for engraving on dark stone, dark on light stone. */
  lettering: 'light' | 'dark';
  description: string;
}

export const GRANITES: GranitePalette[] = [
  {
    name: 'Jet Black',
    slug: 'jet-black',
    minerals: [
      { color: '#0f0f10', weight: 70 },
      { color: '#1b1b1c', weight: 20 },
      { color: '#2c2c2d', weight: 8 },
      { color: '#48484a', weight: 2 },
    ],
    grain: 3,
    cloud: 0.05,
    lettering: 'light',
    description:
      'A deep, even black that takes a mirror polish. Laser-etched portraits and artwork show in crisp detail, and lettering stands out in pale gray.',
  },
  {
    name: 'Blue Pearl',
    slug: 'blue-pearl',
    minerals: [
      { color: '#1c222a', weight: 36 },
      { color: '#29323e', weight: 24 },
      { color: '#3b4a5e', weight: 16 },
      { color: '#6f8cae', weight: 9 },
      { color: '#0d0f12', weight: 15 },
    ],
    grain: 10,
    cloud: 0.08,
    lettering: 'light',
    description:
      'Dark blue-gray with large crystals that shimmer silver-blue as you walk past. A favorite for companion monuments.',
  },
  {
    name: 'Sierra White',
    slug: 'sierra-white',
    minerals: [
      { color: '#d8d7d3', weight: 44 },
      { color: '#bebcb7', weight: 24 },
      { color: '#f1f0ec', weight: 14 },
      { color: '#262626', weight: 12 },
      { color: '#6a6965', weight: 6 },
    ],
    grain: 4,
    cloud: 0.05,
    lettering: 'dark',
    description:
      'A bright white-gray granite with a salt-and-pepper grain. Classic and calm; deep lettering reads clearly from a distance.',
  },
  {
    name: 'India Red',
    slug: 'india-red',
    minerals: [
      { color: '#7b2a21', weight: 38 },
      { color: '#983a2c', weight: 20 },
      { color: '#581c17', weight: 16 },
      { color: '#1b1311', weight: 16 },
      { color: '#b66853', weight: 10 },
    ],
    grain: 5,
    cloud: 0.07,
    lettering: 'light',
    description:
      'A rich red with black flecks that warms in the sun. Striking with light gray lettering and polished panels.',
  },
  {
    name: 'Georgia Gray',
    slug: 'georgia-gray',
    minerals: [
      { color: '#a2a29f', weight: 40 },
      { color: '#898986', weight: 20 },
      { color: '#c8c8c5', weight: 20 },
      { color: '#2a2a2a', weight: 12 },
      { color: '#e2e2df', weight: 8 },
    ],
    grain: 3,
    cloud: 0.04,
    lettering: 'dark',
    description:
      'A fine, even medium gray: the traditional cemetery granite. Weathers beautifully and suits every style and budget.',
  },
  {
    name: 'Mahogany',
    slug: 'mahogany',
    minerals: [
      { color: '#5a291e', weight: 34 },
      { color: '#733729', weight: 20 },
      { color: '#391913', weight: 16 },
      { color: '#140f0f', weight: 20 },
      { color: '#985944', weight: 10 },
    ],
    grain: 8,
    cloud: 0.08,
    lettering: 'light',
    description:
      'Deep brown-red with bold black crystals. A warm, earthy stone that looks handsome in rustic and polished finishes.',
  },
  {
    name: 'Autumn Rose',
    slug: 'autumn-rose',
    minerals: [
      { color: '#ae7e72', weight: 34 },
      { color: '#c6998c', weight: 20 },
      { color: '#8b5e54', weight: 16 },
      { color: '#2b2323', weight: 14 },
      { color: '#dfc4ba', weight: 16 },
    ],
    grain: 5,
    cloud: 0.06,
    lettering: 'dark',
    description:
      'A soft rose-pink with gray and black grain. Gentle and warm; lovely with carved flowers and script lettering.',
  },
  {
    name: 'Bahama Blue',
    slug: 'bahama-blue',
    minerals: [
      { color: '#455365', weight: 30 },
      { color: '#5e7086', weight: 20 },
      { color: '#2e3845', weight: 20 },
      { color: '#14191f', weight: 14 },
      { color: '#8a7963', weight: 10 },
      { color: '#a8b5c3', weight: 6 },
    ],
    grain: 6,
    cloud: 0.09,
    lettering: 'light',
    description:
      'Blue-gray with flecks of brown and silver, like deep water. Unusual and beautiful in uprights and benches.',
  },
  {
    name: 'Light Gray',
    slug: 'light-gray',
    minerals: [
      { color: '#b9b9b6', weight: 42 },
      { color: '#a3a3a0', weight: 22 },
      { color: '#d6d6d3', weight: 20 },
      { color: '#3a3a3a', weight: 8 },
      { color: '#ecebe8', weight: 8 },
    ],
    grain: 3,
    cloud: 0.04,
    lettering: 'dark',
    description: 'A pale, even gray with a fine grain. Quiet and bright; dark lettering reads from a distance.',
  },
  {
    name: 'Salisbury Pink',
    slug: 'salisbury-pink',
    minerals: [
      { color: '#c2a195', weight: 36 },
      { color: '#d7b9ad', weight: 22 },
      { color: '#9d8077', weight: 16 },
      { color: '#2d2626', weight: 12 },
      { color: '#ece0d9', weight: 14 },
    ],
    grain: 6,
    cloud: 0.05,
    lettering: 'dark',
    description: 'A light salmon-pink with gray and black crystals. A warm, gentle stone at a modest price.',
  },
  {
    name: 'Barre Gray',
    slug: 'barre-gray',
    minerals: [
      { color: '#8f9193', weight: 40 },
      { color: '#a9abad', weight: 22 },
      { color: '#6e7072', weight: 18 },
      { color: '#1f2022', weight: 12 },
      { color: '#cfd1d2', weight: 8 },
    ],
    grain: 2,
    cloud: 0.03,
    lettering: 'dark',
    description: 'A fine-grained blue-gray from Vermont, prized for crisp carving and lettering that stays sharp.',
  },
  {
    name: 'Morning Rose',
    slug: 'morning-rose',
    minerals: [
      { color: '#b98b86', weight: 34 },
      { color: '#d1a6a0', weight: 20 },
      { color: '#8c6460', weight: 18 },
      { color: '#2a2222', weight: 14 },
      { color: '#e6cdc8', weight: 14 },
    ],
    grain: 7,
    cloud: 0.06,
    lettering: 'dark',
    description: 'A dusty rose with bold gray and black grain, warmer than Autumn Rose. Lovely with carved flowers.',
  },
  {
    name: 'Mountain Red',
    slug: 'mountain-red',
    minerals: [
      { color: '#8c3d2c', weight: 36 },
      { color: '#a95642', weight: 22 },
      { color: '#662a20', weight: 16 },
      { color: '#1d1715', weight: 14 },
      { color: '#c78a74', weight: 12 },
    ],
    grain: 6,
    cloud: 0.07,
    lettering: 'light',
    description: 'A bright brick red with dark flecks, a little lighter than India Red. Bold and cheerful in the sun.',
  },
  {
    name: 'Autumn Brown',
    slug: 'autumn-brown',
    minerals: [
      { color: '#6b4a35', weight: 34 },
      { color: '#85604a', weight: 22 },
      { color: '#4a3226', weight: 18 },
      { color: '#141010', weight: 14 },
      { color: '#a98b72', weight: 12 },
    ],
    grain: 9,
    cloud: 0.08,
    lettering: 'light',
    description: 'A deep brown with coppery and black crystals, like fallen leaves. Handsome in rustic finishes.',
  },
  {
    name: 'Emerald Pearl',
    slug: 'emerald-pearl',
    minerals: [
      { color: '#1e2624', weight: 36 },
      { color: '#2c3a36', weight: 22 },
      { color: '#43594f', weight: 14 },
      { color: '#7fa393', weight: 10 },
      { color: '#0c0f0e', weight: 18 },
    ],
    grain: 10,
    cloud: 0.08,
    lettering: 'light',
    description: 'A dark green-black with large crystals that flash emerald in the light. Rare and striking.',
  },
];

export const graniteByName = (name: string) => {
  const found = GRANITES.find((g) => g.name === name);
  if (!found) throw new Error(`Unknown granite ${name}`);
  return found;
};

/** A small, fast, seeded generator (mulberry32). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Raw RGB pixels of a granite surface. */
export function graniteTexture(granite: GranitePalette, width: number, height: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const scale = width / 1000;
  const cell = Math.max(2, granite.grain * Math.max(0.6, scale) * 0.8);
  const cols = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const total = granite.minerals.reduce((sum, m) => sum + m.weight, 0);
  const colors = granite.minerals.map((m) => rgb(m.color));
  // One jittered seed point per cell, each with a mineral colour (slightly varied).
  const px = new Float32Array(cols * rows);
  const py = new Float32Array(cols * rows);
  const pc = new Uint8Array(cols * rows * 3);
  for (let i = 0; i < cols * rows; i++) {
    px[i] = ((i % cols) + random()) * cell;
    py[i] = (Math.floor(i / cols) + random()) * cell;
    let pick = random() * total;
    let m = 0;
    while (pick > granite.minerals[m]!.weight && m < colors.length - 1) pick -= granite.minerals[m++]!.weight;
    const shade = 1 + (random() - 0.5) * 0.12;
    for (let c = 0; c < 3; c++) pc[i * 3 + c] = Math.max(0, Math.min(255, colors[m]![c]! * shade));
  }
  // A coarse field for the slow cloudy drift, bilinearly interpolated.
  const cw = 9;
  const ch = Math.max(3, Math.round((cw * height) / width));
  const cloud = Array.from({ length: (cw + 1) * (ch + 1) }, () => (random() - 0.5) * 2 * granite.cloud);

  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const gy = Math.floor(y / cell);
    const fy = (y / height) * ch;
    const cy0 = Math.floor(fy);
    const ty = fy - cy0;
    for (let x = 0; x < width; x++) {
      const gx = Math.floor(x / cell);
      let best = 0;
      let bestD = Infinity;
      for (let oy = -1; oy <= 1; oy++) {
        const ry = gy + oy;
        if (ry < 0 || ry >= rows) continue;
        for (let ox = -1; ox <= 1; ox++) {
          const rx = gx + ox;
          if (rx < 0 || rx >= cols) continue;
          const i = ry * cols + rx;
          const dx = px[i]! - x;
          const dy = py[i]! - y;
          const d = dx * dx + dy * dy;
          if (d < bestD) {
            bestD = d;
            best = i;
          }
        }
      }
      const fx = (x / width) * cw;
      const cx0 = Math.floor(fx);
      const tx = fx - cx0;
      const c00 = cloud[cy0 * (cw + 1) + cx0]!;
      const c10 = cloud[cy0 * (cw + 1) + cx0 + 1]!;
      const c01 = cloud[(cy0 + 1) * (cw + 1) + cx0]!;
      const c11 = cloud[(cy0 + 1) * (cw + 1) + cx0 + 1]!;
      const drift = 1 + (c00 * (1 - tx) + c10 * tx) * (1 - ty) + (c01 * (1 - tx) + c11 * tx) * ty;
      const grain = (random() - 0.5) * 10;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, pc[best * 3 + c]! * drift + grain));
    }
  }
  return out;
}

/** A granite surface as a JPEG data URI, for use as an SVG pattern. */
export async function graniteDataUri(
  granite: GranitePalette,
  width: number,
  height: number,
  seed: number,
): Promise<string> {
  const raw = graniteTexture(granite, width, height, seed);
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The stone's average colour, darkened: sawn sides and the shadowed faces of a monument. */
export function sideColor(granite: GranitePalette, darken = 0.55): string {
  const total = granite.minerals.reduce((sum, m) => sum + m.weight, 0);
  const mix = [0, 0, 0];
  for (const m of granite.minerals) rgb(m.color).forEach((v, i) => (mix[i]! += (v * m.weight) / total));
  return `#${mix
    .map((v) =>
      Math.round(v * darken)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
