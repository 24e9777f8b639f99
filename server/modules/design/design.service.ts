import type { AppDb } from '#db/create-db';
import { ChoiceRefused, priceChoices } from '../public-calculator/public-calculator.service';
import { STONE_KIND_FACTS } from './design.choices';
import { designChoices, refineForDesign } from './design.pricing';
import type { DesignConfiguration } from './design.schema';

/** What the design playground asks of the server (the page and its procedures come next). */

/** The control of the playground a calculator field belongs beside. */
function controlOf(field: string, design: DesignConfiguration): string {
  const lying = STONE_KIND_FACTS[design.stone.kind].lying;
  switch (field) {
    case 'length':
      return 'width';
    case 'width':
      return lying ? 'height' : 'width';
    case 'height':
      return 'height';
    case 'color':
      return 'granite';
    case 'names':
    case 'lines':
      return 'lettering';
    case 'addons':
      return 'art';
    default:
      return 'stone';
  }
}

export type DesignEstimate =
  | { status: 'refused'; control: string; message: string }
  | ({ status: 'priced'; notes: string[] } & Omit<Awaited<ReturnType<typeof priceChoices>>, 'choicePrices'>);

/**
 * The published engine's estimate of a design (decision record 244): the calculator's own
 * configuration from the design's choices, refined with its base, art and finishes, priced by
 * the published version. A size or granite the list refuses is said beside its control.
 */
export async function priceDesign(db: AppDb, design: DesignConfiguration): Promise<DesignEstimate> {
  let notes: string[] = [];
  try {
    const { choicePrices: _prices, ...priced } = await priceChoices(db, designChoices(design), (configuration, doc) => {
      notes = refineForDesign(design, configuration, doc);
    });
    return { status: 'priced', notes, ...priced };
  } catch (error) {
    if (error instanceof ChoiceRefused)
      return { status: 'refused', control: controlOf(error.field, design), message: error.message };
    throw error;
  }
}
