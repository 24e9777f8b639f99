/**
 * A design's one-page PDF sheet (decision 246): a header, the front view drawn as vectors to scale
 * with its dimensions in inches, and the facts a family and the office read (granite, lettering,
 * art, the estimate, the price list's version and the date), passed in as plain data.
 */
import { formatWholeDollars } from '../shared/money';
import type { Scene } from './design.scene';
import type { SceneImageResolver } from './design.render-svg';
import { drawScene, roleBounds, scenePictures, type Box } from './design.render-pdf-scene';
import { sheetFont } from './design.sheet-font';

export type DesignSheetLettering = { text: string; heightIn: number; face: string; finish: string };
export type DesignSheetArt = { name: string; widthIn: number; heightIn: number; finish?: string };

/** What the sheet says beside the drawing, already in the family's words. */
export type DesignSheetFacts = {
  businessName: string;
  /** "Serpentine upright in Jet Black" */
  title: string;
  /** The day, already written in the office's time zone ("Dec 2, 2026"). */
  dateLabel: string;
  /** How to find the design again: its saved link or a reference. */
  reference?: string;
  granite: string;
  /** One line a part: "Upright 36 × 6 × 24 in, serpentine top", "Base 48 × 14 × 6 in". */
  sizes: string[];
  lettering: DesignSheetLettering[];
  art: DesignSheetArt[];
  /** The engine's range for this design; null when it could not be priced. */
  estimate: { lowCents: number; highCents: number } | null;
  priceListVersion: string;
};

export type DesignSheetOptions = { resolveImage?: SceneImageResolver };

const PAGE = { width: 612, height: 792, margin: 42 };
const DRAWING = { top: 112, height: 330 };
const INK = '#1f2a2e';
const MUTED = '#5b6368';

/** Inches to the nearest eighth, as a carver writes them: "36 in", "2 1/2 in". */
export function formatInches(inches: number): string {
  const eighths = Math.round(inches * 8);
  const whole = Math.floor(eighths / 8);
  let rest = eighths % 8;
  let bottom = 8;
  while (rest > 0 && rest % 2 === 0) {
    rest /= 2;
    bottom /= 2;
  }
  const fraction = rest > 0 ? `${rest}/${bottom}` : '';
  return `${whole > 0 || !fraction ? whole : ''}${whole > 0 && fraction ? ' ' : ''}${fraction} in`;
}

function fonts(doc: PDFKit.PDFDocument) {
  doc.registerFont('regular', sheetFont(400));
  doc.registerFont('bold', sheetFont(600));
}

function dimension(
  doc: PDFKit.PDFDocument,
  from: [number, number],
  to: [number, number],
  label: string,
  side: 'above' | 'below' | 'left' | 'right',
) {
  const tick = 4;
  const [x1, y1] = from;
  const [x2, y2] = to;
  doc.save().lineWidth(0.6).strokeColor(MUTED);
  doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  const horizontal = y1 === y2;
  if (horizontal)
    doc
      .moveTo(x1, y1 - tick)
      .lineTo(x1, y1 + tick)
      .moveTo(x2, y2 - tick)
      .lineTo(x2, y2 + tick)
      .stroke();
  else
    doc
      .moveTo(x1 - tick, y1)
      .lineTo(x1 + tick, y1)
      .moveTo(x2 - tick, y2)
      .lineTo(x2 + tick, y2)
      .stroke();
  doc.restore();
  doc.font('regular').fontSize(8.5).fillColor(INK);
  const width = doc.widthOfString(label);
  if (horizontal) doc.text(label, (x1 + x2) / 2 - width / 2, side === 'above' ? y1 - 13 : y1 + 4, { lineBreak: false });
  else doc.text(label, side === 'left' ? x1 - width - 6 : x1 + 6, (y1 + y2) / 2 - 4, { lineBreak: false });
}

function frontView(doc: PDFKit.PDFDocument, scene: Scene, pictures: Map<string, Buffer | null>) {
  const room = {
    x: PAGE.margin + 56,
    y: DRAWING.top + 22,
    width: PAGE.width - 2 * (PAGE.margin + 56),
    height: DRAWING.height - 44,
  };
  const scale = Math.min(room.width / scene.widthIn, room.height / scene.heightIn);
  const x = room.x + (room.width - scene.widthIn * scale) / 2;
  const y = room.y + (room.height - scene.heightIn * scale) / 2;
  drawScene(doc, scene, { x, y, scale }, pictures);
  const at = (box: Box) => ({
    left: x + box.minX * scale,
    right: x + box.maxX * scale,
    top: y + box.minY * scale,
    bottom: y + box.maxY * scale,
  });
  const whole: Box = { minX: 0, minY: 0, maxX: scene.widthIn, maxY: scene.heightIn };
  const stone = roleBounds(scene, 'stone') ?? whole;
  const s = at(stone);
  dimension(doc, [s.left, s.top - 10], [s.right, s.top - 10], formatInches(stone.maxX - stone.minX), 'above');
  dimension(doc, [s.left - 10, s.top], [s.left - 10, s.bottom], formatInches(stone.maxY - stone.minY), 'left');
  const base = roleBounds(scene, 'base');
  if (base) {
    const b = at(base);
    dimension(doc, [b.left, b.bottom + 10], [b.right, b.bottom + 10], formatInches(base.maxX - base.minX), 'below');
    dimension(doc, [b.right + 10, b.top], [b.right + 10, b.bottom], formatInches(base.maxY - base.minY), 'right');
  }
}

function block(doc: PDFKit.PDFDocument, heading: string, lines: string[], x: number, width: number, bottom: number) {
  if (doc.y > bottom - 24) return;
  doc.font('bold').fontSize(10).fillColor(INK).text(heading, x, doc.y, { width });
  doc.font('regular').fontSize(9.5).fillColor(INK);
  const body = lines.length > 0 ? lines.join('\n') : 'None';
  doc.text(body, x, doc.y + 2, { width, height: Math.max(12, bottom - doc.y), ellipsis: true });
  doc.moveDown(0.6);
}

function facts(doc: PDFKit.PDFDocument, sheet: DesignSheetFacts) {
  const top = DRAWING.top + DRAWING.height + 16;
  const bottom = PAGE.height - PAGE.margin - 30;
  const width = (PAGE.width - 2 * PAGE.margin - 24) / 2;
  const left = PAGE.margin;
  const right = PAGE.margin + width + 24;
  doc.y = top;
  block(doc, 'Granite', [sheet.granite], left, width, bottom);
  block(doc, 'Shape and size', sheet.sizes, left, width, bottom);
  const letters = sheet.lettering.map(
    (line) => `“${line.text}”: ${formatInches(line.heightIn)} tall, ${line.face}, ${line.finish}`,
  );
  block(doc, 'Lettering', letters, left, width, bottom);
  doc.y = top;
  const art = sheet.art.map(
    (item) =>
      `${item.name}: ${formatInches(item.widthIn)} by ${formatInches(item.heightIn)}${item.finish ? `, ${item.finish}` : ''}`,
  );
  block(doc, 'Art', art, right, width, bottom);
  const estimate = sheet.estimate
    ? [
        `${formatWholeDollars(sheet.estimate.lowCents)} to ${formatWholeDollars(sheet.estimate.highCents)}`,
        'An estimate from our published prices; your proof confirms the final price.',
      ]
    : ['We will price this design for you; it could not be estimated online.'];
  block(doc, 'Estimate', estimate, right, width, bottom);
  block(doc, 'Price list', [`Version ${sheet.priceListVersion}`], right, width, bottom);
}

function header(doc: PDFKit.PDFDocument, sheet: DesignSheetFacts) {
  const width = PAGE.width - 2 * PAGE.margin;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(sheet.businessName, PAGE.margin, PAGE.margin, { width, lineBreak: false });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Design sheet · ${sheet.dateLabel}`, PAGE.margin, PAGE.margin + 4, { width, align: 'right' });
  doc
    .moveTo(PAGE.margin, 68)
    .lineTo(PAGE.width - PAGE.margin, 68)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(sheet.title, PAGE.margin, 78, { width, height: 18, ellipsis: true });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Front view, drawn to scale. Sizes in inches.', PAGE.margin, 96, { width });
}

function footer(doc: PDFKit.PDFDocument, sheet: DesignSheetFacts) {
  const width = PAGE.width - 2 * PAGE.margin;
  const words = [
    'Granite colours and pictures are a guide: every stone is a little different.',
    sheet.reference ? `Open this design again: ${sheet.reference}` : '',
  ].filter(Boolean);
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(words.join('\n'), PAGE.margin, PAGE.height - PAGE.margin - 22, { width, height: 24, ellipsis: true });
}

/** The design sheet as PDF bytes: one Letter page, the drawing in vectors. */
export async function sceneToPdf(
  scene: Scene,
  sheet: DesignSheetFacts,
  options: DesignSheetOptions = {},
): Promise<Buffer> {
  // pdfkit loads with the first sheet, not at start (decision 233).
  const { default: PDFDocument } = await import('pdfkit');
  const pictures = await scenePictures(scene, options.resolveImage);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: `${sheet.title}: design sheet`, Author: sheet.businessName, Subject: scene.description },
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  fonts(doc);
  header(doc, sheet);
  frontView(doc, scene, pictures);
  facts(doc, sheet);
  footer(doc, sheet);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
