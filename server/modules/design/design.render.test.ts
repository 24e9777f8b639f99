import sharp from 'sharp';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../shared/pdf-document';
import { emblemNodes } from './art/emblem';
import { emblemById } from './art/emblems';
import type { Scene } from './design.scene';
import { sceneToPdf, formatInches, type DesignSheetFacts } from './design.render-pdf';
import { pngSize, sceneToPng } from './design.render-png';
import { sceneToSvg, type SceneImageResolver } from './design.render-svg';

// A serpentine-topped upright, 36 by 24 inches, on a 48 by 6 base: the scene box is 48 by 32.
const STONE = 'M6 26V7Q6 5 9 5C16 5 18 2 24 2C30 2 32 5 39 5Q42 5 42 7V26Z';
const GRANITE = '/media/granite/jet-black.webp';

async function sampleScene(): Promise<Scene> {
  return {
    widthIn: 48,
    heightIn: 32,
    title: 'Serpentine upright, 36 by 24 inches, Jet Black',
    description:
      'Serpentine upright, 36 by 24 inches, Jet Black, on a 48-inch base. Top line: SMITH, 3 inches. A Latin cross.',
    nodes: [
      { kind: 'path', d: STONE, fill: '#2b2b2b', role: 'stone' },
      { kind: 'image', href: GRANITE, xIn: 6, yIn: 2, widthIn: 36, heightIn: 24, clipD: STONE, role: 'granite' },
      { kind: 'path', d: 'M0 26H48V32H0Z', fill: '#3a3a3a', stroke: '#222222', strokeWidthIn: 0.05, role: 'base' },
      emblemNodes(emblemById('latin-cross')!, { xIn: 22, yIn: 8, widthIn: 4, ink: '#d4af37' }),
      {
        kind: 'group',
        transform: 'translate(12 18) scale(1)',
        label: 'SMITH',
        children: [{ kind: 'path', d: 'M0 0H24V3H0Z', fill: 'rgba(255, 255, 255, 0.9)', role: 'lettering' }],
      },
    ],
  };
}

/** A plain green granite picture, as the image pipeline stores one (WebP). */
const resolveImage: SceneImageResolver = async (href) =>
  href === GRANITE
    ? {
        contentType: 'image/webp',
        bytes: await sharp({ create: { width: 72, height: 48, channels: 3, background: '#1e6b3a' } })
          .webp()
          .toBuffer(),
      }
    : null;

const facts: DesignSheetFacts = {
  businessName: 'Evergreen Memorials',
  title: 'Serpentine upright in Jet Black',
  dateLabel: 'Dec 2, 2026',
  reference: 'https://example.com/ai-tools/design-playground?design=abc123',
  granite: 'Jet Black',
  sizes: ['Upright 36 × 6 × 24 in, serpentine top', 'Base 48 × 14 × 6 in'],
  lettering: [
    { text: 'SMITH', heightIn: 3, face: 'Cinzel', finish: 'V-cut, gold leaf' },
    { text: 'Forever in our hearts', heightIn: 1.5, face: 'Great Vibes', finish: 'frosted' },
  ],
  art: [{ name: 'Latin cross', widthIn: 4, heightIn: 7.14, finish: 'gold leaf' }],
  estimate: { lowCents: 240_000, highCents: 295_000 },
  priceListVersion: '2026-11 (3)',
};

describe('the scene as SVG', () => {
  it('is a valid standalone document in inches, titled and described, its picture embedded and clipped', async () => {
    const svg = await sceneToSvg(await sampleScene(), { resolveImage });
    expect(XMLValidator.validate(svg)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg) as {
      svg: Record<string, unknown>;
    };
    expect(doc.svg).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 48 32',
      width: '48in',
      height: '32in',
      role: 'img',
    });
    expect(doc.svg.title).toMatchObject({ '#text': 'Serpentine upright, 36 by 24 inches, Jet Black' });
    expect(svg).toContain('<desc id="design-desc">Serpentine upright');
    expect(svg).toContain('<clipPath id="clip-1"><path d="M6 26V7');
    expect(svg).toMatch(
      /<image href="data:image\/webp;base64,[A-Za-z0-9+/=]+" x="6" y="2" width="36" height="24" preserveAspectRatio="xMidYMid slice" clip-path="url\(#clip-1\)"\/>/,
    );
    expect(svg).toContain('aria-label="Latin cross"');
    expect(svg).not.toContain('/media/');
  });

  it('escapes what a family typed and leaves out a picture it cannot read', async () => {
    const scene = await sampleScene();
    scene.title = 'Smith & <Jones> "Nana"';
    const svg = await sceneToSvg(scene);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('<title id="design-title">Smith &amp; &lt;Jones&gt; &quot;Nana&quot;</title>');
    expect(svg).not.toContain('<image');
  });
});

describe('the scene as PNG', () => {
  it('is the size asked for, the picture inside the stone only and the art on top', async () => {
    const scene = await sampleScene();
    const png = await sceneToPng(scene, { resolveImage });
    expect(pngSize(scene)).toEqual({ width: 1600, height: 1067 });
    // A huge or a tall picture is kept to 4000 pixels on its long side.
    expect(pngSize(scene, 100_000)).toEqual({ width: 4000, height: 2667 });
    expect(pngSize({ ...scene, widthIn: 2, heightIn: 20 }, 1600)).toEqual({ width: 400, height: 4000 });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([1600, 1067, 'raw']);
    const at = (xIn: number, yIn: number) => {
      const i = (Math.round(yIn * (1600 / 48)) * info.width + Math.round(xIn * (1600 / 48))) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    // Within 3 of each channel: the WebP picture is lossy.
    const near = (rgb: number[], expected: number[]) => rgb.every((v, i) => Math.abs(v - expected[i]!) <= 3);
    expect(near(at(10, 20), [0x1e, 0x6b, 0x3a])).toBe(true); // the granite picture, inside the outline
    expect(near(at(6.3, 2.3), [255, 255, 255])).toBe(true); // the picture's corner, cut off by the serpentine top
    expect(near(at(24, 10), [0xd4, 0xaf, 0x37])).toBe(true); // the cross
    expect(near(at(2, 30), [0x3a, 0x3a, 0x3a])).toBe(true); // the base
  });
});

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const task = await openPdf(pdf);
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    return { pages: doc.numPages, text: text.replace(/\s+/g, ' ') };
  } finally {
    await task.destroy();
  }
}

describe('the design sheet as PDF', { timeout: 30_000 }, () => {
  it('is one page whose text holds the facts passed in and the drawing’s dimensions', async () => {
    const pdf = await sceneToPdf(await sampleScene(), facts, { resolveImage });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const fact of [
      'Evergreen Memorials',
      'Serpentine upright in Jet Black',
      'Dec 2, 2026',
      'Jet Black',
      'Upright 36 × 6 × 24 in, serpentine top',
      '“SMITH”: 3 in tall, Cinzel, V-cut, gold leaf',
      '“Forever in our hearts”: 1 1/2 in tall, Great Vibes, frosted',
      'Latin cross: 4 in by 7 1/8 in, gold leaf',
      '$2,400 to $2,950',
      'Version 2026-11 (3)',
      'design=abc123',
    ]) {
      expect(text).toContain(fact);
    }
    // The front view's dimensions: the upright 36 by 24, the base 48 by 6.
    for (const size of ['36 in', '24 in', '48 in', '6 in']) expect(text).toContain(size);
  });

  it('draws the scene as vectors, not a picture of it', async () => {
    const pdf = await sceneToPdf(await sampleScene(), { ...facts, estimate: null }, {});
    const { text } = await pdfText(pdf);
    expect(text).toContain('it could not be estimated online');
    // No picture resolved: the page holds no image at all, so the stone and the cross are paths.
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('stays on one page with a long lettering list', async () => {
    const lettering = Array.from({ length: 40 }, (_, i) => ({
      text: `Line ${i + 1}`,
      heightIn: 1,
      face: 'Montserrat',
      finish: 'frosted',
    }));
    const { pages } = await pdfText(await sceneToPdf(await sampleScene(), { ...facts, lettering }));
    expect(pages).toBe(1);
  });
});

describe('inches as a carver writes them', () => {
  it.each([
    [36, '36 in'],
    [2.5, '2 1/2 in'],
    [0.125, '1/8 in'],
    [7.14, '7 1/8 in'],
    [3.75, '3 3/4 in'],
    [0, '0 in'],
  ])('%d -> %s', (inches, text) => {
    expect(formatInches(inches)).toBe(text);
  });
});
