import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { calculatorOptions, savedEstimate } from '../public-calculator/public-calculator.service';
import { findPublishedItemForSale } from '../gallery/gallery.service';
import { savedDesign as savedEpitaph } from '../epitaph/epitaph.service';
import { STONE_KIND_FACTS, STONE_KINDS, type DesignStartSource, type StoneKind } from './design.choices';
import type { DesignOptions } from './design.options';
import {
  epitaphBlocks,
  faceSizeOf,
  kindFromWords,
  kindOfPartType,
  sizeFromDimensions,
  settleLettering,
  startingDesign,
  topFromWords,
  topOf,
} from './design.playground';
import type { DesignConfiguration } from './design.schema';
import { blankDesign } from './design.start';

/**
 * The playground's starting points (decision record 247), from what the other domains' services
 * answer: the calculator's templates and saved estimates, the gallery's pieces, the epitaph
 * builder's saved epitaphs. design.service.ts passes the options in.
 */

const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });

function kindOptions(options: DesignOptions, kind: StoneKind) {
  return options.kinds.find((candidate) => candidate.kind === kind)!;
}

/** The granite a start names (a price list key or a colour's name), else the list's first. */
function graniteFor(options: DesignOptions, named: string | null | undefined): string {
  const wanted = named?.trim().toLowerCase();
  const found = wanted
    ? options.granites.find((granite) => granite.key === wanted || granite.name.trim().toLowerCase() === wanted)
    : undefined;
  return found?.key ?? options.granites[0]?.key ?? 'jet_black';
}

type Started = { design: DesignConfiguration; title: string };

/** A price list part (template or estimate) as a design. */
function fromPart(
  options: DesignOptions,
  part: {
    partType: string;
    size: { length: number; width: number; height: number };
    color: string;
    finishes: string[];
  },
  lettering: { names: number; dates: 'full' | 'years'; lines: number },
  foundation: boolean,
): DesignConfiguration | null {
  const kind = kindOfPartType(part.partType);
  if (!kind) return null;
  const size = faceSizeOf(kind, part.size, kindOptions(options, kind).limits);
  const { top, finishes } = topOf(kind, part.finishes);
  return startingDesign(kind, { ...size, granite: graniteFor(options, part.color), top, finishes }, lettering, {
    foundation,
  });
}

async function startFromTemplate(db: AppDb, options: DesignOptions, key: string): Promise<Started> {
  const calculator = await calculatorOptions(db);
  const template = calculator?.templates.find((candidate) => candidate.key === key);
  const part = calculator?.templateParts[key];
  const design = template && part ? fromPart(options, part, part, part.foundation) : null;
  if (!template || !design)
    throw notFound('That design is no longer offered. Please choose another one, or start from a blank stone.');
  return { design, title: template.name };
}

async function startFromGallery(db: AppDb, options: DesignOptions, id: string): Promise<Started> {
  const gone = () =>
    notFound('That piece is no longer in our gallery. Please choose another one, or start from a blank stone.');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw gone();
  const item = await findPublishedItemForSale(db, id.toLowerCase());
  if (!item || !['set_monuments', 'catalog_items', 'stock_items', 'clearance_specials'].includes(item.category))
    throw gone();
  const words = `${item.title ?? ''} ${item.dimensions ?? ''}`;
  const kind = kindFromWords(words);
  const facts = kindOptions(options, kind);
  const listed = sizeFromDimensions(item.dimensions);
  const size = listed ? faceSizeOf(kind, listed, facts.limits) : facts.defaultSize;
  const design = startingDesign(
    kind,
    { ...size, granite: graniteFor(options, item.granite_color), top: topFromWords(kind, words) },
    { names: 1, dates: 'years', lines: 0 },
  );
  return { design, title: item.title?.trim() || `${facts.label} from our gallery` };
}

async function startFromEstimate(db: AppDb, options: DesignOptions, reference: string): Promise<Started> {
  const estimate = await savedEstimate(db, reference.trim().toUpperCase());
  const choices = estimate.choices as {
    template?: string;
    type?: string;
    length?: number;
    width?: number;
    height?: number;
    color?: string;
    finishes?: string[];
    names?: number;
    dates?: 'full' | 'years';
    lines?: number;
    foundation?: boolean;
  };
  const calculator = choices.template ? await calculatorOptions(db) : null;
  const base = choices.template ? calculator?.templateParts[choices.template] : null;
  const partType = choices.type ?? base?.partType ?? STONE_KIND_FACTS.upright.partType;
  const kind = kindOfPartType(partType) ?? 'upright';
  const typeDefault = kindOptions(options, kind).defaultSize;
  const size = base?.size ?? {
    length: typeDefault.widthIn,
    width: STONE_KIND_FACTS[kind].lying ? typeDefault.heightIn : 6,
    height: STONE_KIND_FACTS[kind].lying ? 4 : typeDefault.heightIn,
  };
  const design = fromPart(
    options,
    {
      partType: STONE_KIND_FACTS[kind].partType,
      size: {
        length: choices.length ?? size.length,
        width: choices.width ?? size.width,
        height: choices.height ?? size.height,
      },
      color: choices.color ?? base?.color ?? '',
      finishes: choices.finishes ?? base?.finishes ?? [],
    },
    {
      names: choices.names ?? base?.names ?? 1,
      dates: choices.dates ?? base?.dates ?? 'full',
      lines: choices.lines ?? base?.lines ?? 0,
    },
    choices.foundation ?? base?.foundation ?? true,
  )!;
  return { design, title: `Estimate ${estimate.reference}: ${estimate.summary.title}` };
}

async function startFromEpitaph(db: AppDb, options: DesignOptions, reference: string): Promise<Started> {
  const epitaph = await savedEpitaph(db, reference.trim().toUpperCase());
  const kind = kindOfPartType(epitaph.stone.partType) ?? (epitaph.layout.face.lying ? 'flat' : 'upright');
  const size = faceSizeOf(
    kind,
    STONE_KIND_FACTS[kind].lying
      ? { length: epitaph.stone.acrossIn, width: epitaph.stone.faceHeightIn, height: 4 }
      : { length: epitaph.stone.acrossIn, width: 6, height: epitaph.stone.faceHeightIn },
    kindOptions(options, kind).limits,
  );
  const design = blankDesign(kind, { ...size, granite: graniteFor(options, null) });
  design.lettering = epitaphBlocks(design, epitaph.layout.lines, epitaph.layout.face.faceHeightIn);
  const name = [epitaph.answers.givenNames, epitaph.answers.surname].filter(Boolean).join(' ');
  return { design, title: `Epitaph for ${name}` };
}

/**
 * A design to start from (`design.start`): a blank stone of a kind at the list's default size, a
 * calculator template, a gallery piece (its kind, size and granite where its listing says them),
 * a saved estimate or a saved epitaph (its lines as blocks). Unknown: NOT_FOUND in plain words.
 */
export async function startFrom(
  db: AppDb,
  options: DesignOptions,
  input: { from: DesignStartSource; ref: string },
): Promise<Started> {
  switch (input.from) {
    case 'kind': {
      const kind = STONE_KINDS.find((candidate) => candidate === input.ref);
      if (!kind) throw notFound('We do not make that kind of stone. Please choose one of the kinds shown.');
      const { defaultSize } = kindOptions(options, kind);
      return {
        design: settleLettering(blankDesign(kind, { ...defaultSize, granite: graniteFor(options, null) })),
        title: STONE_KIND_FACTS[kind].label,
      };
    }
    case 'template':
      return startFromTemplate(db, options, input.ref);
    case 'gallery':
      return startFromGallery(db, options, input.ref);
    case 'estimate':
      return startFromEstimate(db, options, input.ref);
    case 'epitaph':
      return startFromEpitaph(db, options, input.ref);
  }
}
