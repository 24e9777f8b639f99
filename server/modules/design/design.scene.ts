/**
 * A design's drawing as a scene: what the design playground shows, and what the server turns into
 * the SVG, the PNG picture and the PDF design sheet. One scene, so the three never disagree.
 *
 * - Units are inches; x grows to the right, y grows downwards, (0, 0) is the top-left corner of
 *   the scene's box (the stone and its base, with nothing cut off).
 * - Shapes are SVG path data (`d`) in those inches. Lettering arrives already outlined (glyph
 *   paths from the face's font file), so no renderer needs a font installed.
 * - Pictures (a granite's photo filling the stone, an etched or porcelain photo) name a stored
 *   picture by its site address; the renderer is given a way to read those bytes.
 *
 * Zod-free on purpose: the client draws the same scene the server renders.
 */

export type ScenePaint = {
  /** A CSS colour (`#1b1b1b`, `rgba(...)`), or null for none. */
  fill?: string | null;
  stroke?: string | null;
  strokeWidthIn?: number;
  opacity?: number;
};

export type ScenePath = ScenePaint & {
  kind: 'path';
  d: string;
  /** What the path is, for tests and for the sheet's lists: 'stone', 'base', 'lettering', 'art', 'guide'... */
  role?: string;
};

export type SceneImage = {
  kind: 'image';
  /** A site address of a stored picture (`/media/...`), or a `data:` URL. */
  href: string;
  xIn: number;
  yIn: number;
  widthIn: number;
  heightIn: number;
  /** When set, the picture shows only inside this path (a granite photo inside the stone's outline). */
  clipD?: string;
  opacity?: number;
  role?: string;
};

export type SceneGroup = {
  kind: 'group';
  /** An SVG transform in inches (`translate(3 4) scale(-1 1)`). */
  transform?: string;
  label?: string;
  children: SceneNode[];
};

export type SceneNode = ScenePath | SceneImage | SceneGroup;

export type Scene = {
  widthIn: number;
  heightIn: number;
  /** The plain description a screen reader hears, and the drawing's title in the SVG. */
  title: string;
  description: string;
  nodes: SceneNode[];
};
