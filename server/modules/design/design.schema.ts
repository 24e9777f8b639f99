import { z } from 'zod';
import { serialId, text, uuid } from '../shared/text.schema';
import { grantTokenSchema } from '../shared/grant-token.schema';
import { cemeteryChoiceSchema } from '../cemeteries/cemeteries.schema';
import {
  ALIGNMENTS,
  ART_KINDS,
  ART_SIZE_IN,
  BLOCK_ROLES,
  DESIGN_LIMITS,
  DESIGN_REFERENCE_PATTERN,
  DESIGN_START_SOURCES,
  DESIGN_VERSION,
  LETTER_FACES,
  LETTER_FINISHES,
  LINE_SPACING,
  MAX_LETTER_HEIGHT_IN,
  PHOTO_TREATMENTS,
  STONE_KINDS,
  STONE_TOPS,
} from './design.choices';

/**
 * A design as the family made it (decision record 242): one stone of a kind, its top, size and
 * granite; lettering blocks and art blocks placed on its face in inches. Everything is bounded,
 * so bad input is refused beside its field and never reaches the database or the renderer.
 * Whether it fits (letter heights, margins, overlaps, limits of the price list) is said by the
 * checks (`design.checks.ts`), in words, without refusing: a family may save a design that
 * still needs work.
 */

const key = text(60).regex(/^[a-z][a-z0-9_]*$/, { error: 'That choice is not offered' });
const blockId = text(24).regex(/^[a-z0-9-]{1,24}$/, { error: 'Please reload the page and try again' });

const inches = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in inches` })
    .min(1, { error: `Please enter a ${what} of at least 1 inch` })
    .max(DESIGN_LIMITS.maxInches, { error: `Please enter a ${what} under ${DESIGN_LIMITS.maxInches} inches` });

/** A place on the stone's face, inches from its top-left corner (blocks may hang off; the checks say so). */
const position = z
  .number({ error: 'Please reload the page and try again' })
  .min(-DESIGN_LIMITS.positionIn)
  .max(DESIGN_LIMITS.positionIn);

export const stoneSchema = z.object({
  kind: z.enum(STONE_KINDS, { error: 'Please choose a kind of stone' }),
  top: z.enum(STONE_TOPS, { error: 'Please choose a top' }).default('flat'),
  /** Across the face. */
  widthIn: inches('width'),
  /** Standing stones: how tall; lying stones: front to back. Depth and base follow the dealer's rules. */
  heightIn: inches('height'),
  /** The price list's granite colour key. */
  granite: key,
  /** Further finishes of the price list the stone takes (polish, rock-pitched edges). */
  finishes: z.array(key).max(10, { error: 'Please choose fewer finishes' }).default([]),
});

export const letteringBlockSchema = z.object({
  id: blockId,
  role: z.enum(BLOCK_ROLES).default('text'),
  lines: z
    .array(text(DESIGN_LIMITS.lineCharacters, `Please keep a line under ${DESIGN_LIMITS.lineCharacters} characters`))
    .min(1, { error: 'A block of lettering needs a line' })
    .max(DESIGN_LIMITS.linesPerBlock, { error: `At most ${DESIGN_LIMITS.linesPerBlock} lines in one block` }),
  face: z.enum(LETTER_FACES, { error: 'Please choose a lettering style' }).default('roman'),
  /** Capital height in inches, as the trade gives it (the checks hold it to the finish's minimum). */
  letterHeightIn: z
    .number({ error: 'Please enter a letter height in inches' })
    .min(0.25, { error: 'Please enter a letter height of at least ¼ inch' })
    .max(MAX_LETTER_HEIGHT_IN, { error: `Letters can be at most ${MAX_LETTER_HEIGHT_IN} inches tall` }),
  align: z.enum(ALIGNMENTS).default('center'),
  /** Baseline to baseline, as a multiple of the capital height. */
  lineSpacing: z
    .number()
    .min(LINE_SPACING.min, { error: 'Lines that close would touch' })
    .max(LINE_SPACING.max, { error: 'Please bring the lines closer together' })
    .default(LINE_SPACING.default),
  finish: z.enum(LETTER_FINISHES, { error: 'Please choose how the letters are cut' }).default('v_cut'),
  /** The alignment's anchor across (left edge, centre or right edge of the lines). */
  xIn: position,
  /** The top of the first line's capitals. */
  yIn: position,
});

const artSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal(ART_KINDS[0]),
    /** A built-in emblem's id (`rose`, `praying-hands`). */
    emblem: text(60).regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'That emblem is not offered' }),
  }),
  z.object({ kind: z.literal(ART_KINDS[1]), artworkId: uuid('That artwork is no longer in the gallery') }),
  z.object({
    kind: z.literal(ART_KINDS[2]),
    /** The uploaded photo, kept private by the image pipeline. */
    uploadId: uuid('That photo is no longer with us. Please upload it again.'),
    treatment: z.enum(PHOTO_TREATMENTS, { error: 'Please choose a portrait or an etching' }),
  }),
]);

const artSize = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in inches` })
    .min(ART_SIZE_IN.min, { error: `Art is at least ${ART_SIZE_IN.min} inch ${what}` })
    .max(ART_SIZE_IN.max, { error: `Art is at most ${ART_SIZE_IN.max} inches ${what}` });

export const artBlockSchema = z.object({
  id: blockId,
  source: artSource,
  /** The centre of the art. */
  xIn: position,
  yIn: position,
  widthIn: artSize('wide'),
  heightIn: artSize('tall'),
  mirrored: z.boolean().default(false),
});

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION, { error: 'This design was made by another version of the page' }),
    stone: stoneSchema,
    /** A base under a kind that stands on one (its size is the dealer's rule). */
    withBase: z.boolean().default(true),
    foundation: z.boolean().default(true),
    lettering: z
      .array(letteringBlockSchema)
      .max(DESIGN_LIMITS.blocks, { error: `At most ${DESIGN_LIMITS.blocks} blocks of lettering` })
      .default([]),
    art: z
      .array(artBlockSchema)
      .max(DESIGN_LIMITS.art, { error: `At most ${DESIGN_LIMITS.art} pieces of art` })
      .default([]),
    /** The price list version that priced it when it was saved. */
    priceListVersionId: serialId('That price list no longer exists').nullable().default(null),
    /** Where the stone goes (issue 35, decision 280): its rules are checked as the family designs. */
    cemetery: cemeteryChoiceSchema.optional(),
  })
  .refine(
    (design) => {
      const ids = [...design.lettering, ...design.art].map((block) => block.id);
      return new Set(ids).size === ids.length;
    },
    { error: 'Two blocks have the same name. Please reload the page and try again.', path: ['lettering'] },
  );

export type DesignConfiguration = z.infer<typeof designSchema>;
export type DesignInput = z.input<typeof designSchema>;
export type StoneConfiguration = DesignConfiguration['stone'];
export type LetteringBlock = z.infer<typeof letteringBlockSchema>;
export type ArtBlock = z.infer<typeof artBlockSchema>;

// ---------------------------------------------------------------------------------------------
// The playground's procedures (decision record 247).

/** Where a design starts: a blank stone of a kind, or something the family already has. */
export const designStartSchema = z.object({
  from: z.enum(DESIGN_START_SOURCES, { error: 'Please choose where to start' }),
  ref: text(100, 'That starting point is not right. Please choose another.')
    .trim()
    .min(1, { error: 'Please choose where to start' }),
});

export const designPriceSchema = z.object({ design: designSchema });

export const designSaveSchema = z.object({ design: designSchema, grant: grantTokenSchema });

/** A saved design's reference: 4 + 4 characters without look-alikes, as saved estimates and epitaphs. */
export const designReferenceSchema = z.object({
  reference: text(9)
    .trim()
    .toUpperCase()
    .regex(DESIGN_REFERENCE_PATTERN, { error: 'That design reference is not right. Please check the link.' }),
});
