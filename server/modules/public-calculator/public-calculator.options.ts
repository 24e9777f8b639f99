import type { AppDb } from '#db/create-db';
import { fromSentence, getPublished, mainPartOf, pricePublished } from '../calculator/calculator.service';
import type { PricingConfig } from '../calculator/calculator.schema';
import { findPictureChoices } from '../gallery/gallery.service';
import type { StoneShape } from './public-calculator.choices';
import { designSizes } from '../calculator/calculator.choices';

/** What the form offers (from the published price list; no prices but the templates' "from"). */

/** A stone's outline for the drawing shown when a template has no picture (by its part type and finishes). */
function shapeOf(part: { partType: string; finishes: string[] }): StoneShape {
  const key = part.partType;
  if (key.includes('slant')) return 'slant';
  if (key.includes('bevel')) return 'bevel';
  if (key.includes('flat')) return 'flat';
  if (key.includes('bench')) return 'bench';
  if (part.finishes.some((f) => f.includes('serpentine'))) return 'serpentine';
  if (part.finishes.some((f) => f.includes('oval'))) return 'oval';
  return 'upright';
}

/**
 * Everything the form offers, and each template's "from" figure (the low end of its range).
 * Pictures come from the gallery: the swatch staff chose for a color, else the published
 * granite-color swatch of the same name; a template's picture, else a drawing of its shape.
 */
export async function calculatorOptions(db: AppDb) {
  const version = await getPublished(db);
  if (!version) return null;
  const doc = version.document;
  const activeTemplates = doc.templates.filter((t) => t.active);
  const activeColors = doc.colors.filter((c) => c.active);
  const chosenIds = [...activeColors.map((c) => c.swatchImageId), ...activeTemplates.map((t) => t.imageId)].filter(
    (id): id is string => !!id,
  );
  const pictures = await findPictureChoices(db, [...new Set(chosenIds)]);
  const byId = new Map(pictures.map((p) => [p.id, p]));
  const swatchByName = new Map(
    pictures.filter((p) => p.category === 'granite_colors').map((p) => [p.title.trim().toLowerCase(), p]),
  );
  const swatchOf = (color: PricingConfig['colors'][number]) => {
    const picture =
      (color.swatchImageId ? byId.get(color.swatchImageId) : undefined) ??
      swatchByName.get(color.name.trim().toLowerCase());
    return picture ? picture.image : null;
  };
  const colors = activeColors.map((c) => ({ key: c.key, name: c.name, swatch: swatchOf(c) }));
  const toneOf = (key: string) => colors.find((c) => c.key === key)?.swatch?.placeholderColor ?? null;

  const templates = [];
  for (const template of activeTemplates) {
    let fromCents: number | null = null;
    try {
      fromCents = (await pricePublished(db, { ...template.configuration, templateKey: null })).breakdown.range.lowCents;
    } catch {
      // A template the published list cannot price is shown without a figure.
    }
    const main = mainPartOf(doc, template.configuration);
    const picture = template.imageId ? byId.get(template.imageId) : undefined;
    const fromWords = main && fromCents !== null ? fromSentence(doc, template.configuration, fromCents) : null;
    templates.push({
      key: template.key,
      name: template.name,
      description: template.description,
      picture: picture ? { image: picture.image, alt: picture.altText } : null,
      shape: main ? shapeOf(main) : ('upright' as StoneShape),
      tone: main ? toneOf(main.color) : null,
      colorName: main ? (doc.colors.find((c) => c.key === main.color)?.name ?? null) : null,
      size: designSizes(template.configuration.parts, doc.partTypes),
      fromCents,
      fromWords,
    });
  }
  return {
    versionId: version.id,
    templates,
    partTypes: doc.partTypes.map((p) => ({
      key: p.key,
      name: p.name,
      isBase: p.isBase,
      defaultSize: p.defaultSize,
      minSize: p.minSize,
      maxSize: p.maxSize,
      finishes: p.finishes.map((f) => ({ key: f.key, name: f.name, group: f.group })),
    })),
    templateParts: Object.fromEntries(
      activeTemplates.map((t) => {
        const main = mainPartOf(doc, t.configuration);
        const base = t.configuration.parts.find(
          (p) => p !== main && doc.partTypes.find((type) => type.key === p.partType)?.isBase,
        );
        return [
          t.key,
          main
            ? {
                // The base under it, for a cemetery's rules checked in the browser (decision 277).
                base: base ? { partType: base.partType, size: base.size } : null,
                partType: main.partType,
                size: main.size,
                color: main.color,
                finishes: main.finishes,
                names: t.configuration.lettering.names || 1,
                dates: t.configuration.lettering.dateStyle ?? 'full',
                lines: t.configuration.lettering.extraLines,
                addons: t.configuration.addons.map((a) => a.key),
                foundation: !!t.configuration.foundation,
              }
            : null,
        ];
      }),
    ),
    colors,
    colorNames: doc.colors.map((c) => c.name),
    addons: doc.addons
      .filter((a) => a.active)
      .map((a) => ({ key: a.key, name: a.name, category: a.category, description: a.description })),
    hasFoundations: doc.foundations.length > 0,
  };
}
export type CalculatorOptions = NonNullable<Awaited<ReturnType<typeof calculatorOptions>>>;
