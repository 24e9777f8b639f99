/**
 * How pricing works (/pricing) and what value engineering is (/value-engineering), as data.
 * The figures are the specification's: 50% deposit, final price below the package price,
 * typical savings of 15-25%, installation and delivery included, layaway and price matching.
 */
import type { BusinessFacts } from '#server/modules/settings/settings.schema';

export interface PricingPoint {
  title: string;
  text: string;
}

const built = new WeakMap<BusinessFacts, ReturnType<typeof buildPricing>>();

/** The pricing copy, worded with these business facts (deposit, typical savings); built once per set of facts. */
export function pricingFor(business: BusinessFacts) {
  let pricing = built.get(business);
  if (!pricing) {
    pricing = buildPricing(business);
    built.set(business, pricing);
  }
  return pricing;
}

function buildPricing(business: Pick<BusinessFacts, 'pricing'>) {
  /** The deposit as a share of the price (specification: 50%). */
  const depositPercent = business.pricing.depositPercent;
  /** Typical savings from value engineering (specification: 15-25%). */
  const typicalSavings = business.pricing.typicalSavings;

  const pricingSteps: PricingPoint[] = [
    {
      title: 'Choose a package or a custom design',
      text: 'Start from one of our three packages, or from your own idea. Either way you get a clear price in writing before you commit.',
    },
    {
      title: `Pay a ${depositPercent}% deposit`,
      text: `A ${depositPercent}% deposit starts the work. You never pay the balance before the design is approved and the memorial is finished.`,
    },
    {
      title: 'We value-engineer your design',
      text: `We look for savings in the stone, sizes and finishes that do not change how your memorial looks or lasts. This typically saves ${typicalSavings.label}.`,
    },
    {
      title: 'Your final price comes in below the package price',
      text: 'With a package, we guarantee it. The saving we find is yours, and you see it on your final invoice.',
    },
  ];

  const includedInPrice: string[] = [
    'Design consultation, scaled drawings and as many revisions as you need',
    'A written proof of every name and date before cutting',
    'Foundation where the cemetery requires one',
    'Installation on all cemetery headstones',
    'Free delivery and installation within our service area',
  ];

  /** What comes with every package (/value-engineering/packages). */
  const packageTerms: string[] = [
    // CONFIRM: when the balance falls due.
    `A ${depositPercent}% deposit to start; the balance when your memorial is finished`,
    'A final price guaranteed to come in below the package price',
    'Changes to lettering, artwork or granite color, priced before you decide',
    'A design proof for your approval before anything is cut',
    'Foundation, delivery and installation in our service area',
    'Layaway and price matching, if they help',
  ];

  const paymentOptions: PricingPoint[] = [
    {
      title: 'Layaway',
      // CONFIRM: the specification offers layaway; the installment terms are agreed per family.
      text: 'Pay in installments that suit your budget, agreed with you in writing. Your memorial is installed once it is paid.',
    },
    {
      title: 'Price matching',
      // CONFIRM: the terms of price matching.
      text: 'Show us a written quote from another dealer for a comparable monument, same size, granite and lettering, and we will match it.',
    },
    {
      title: 'Planning ahead',
      text: 'Choosing a memorial ahead of time settles the price today and spares your family decisions later.',
    },
  ];

  const priceFactors: PricingPoint[] = [
    { title: 'Size', text: 'Granite is priced by volume, so a larger stone costs more.' },
    { title: 'Granite color', text: 'Grays cost the least; Blue Pearl, India Red and black granites cost more.' },
    { title: 'Shape and finish', text: 'Serpentine or shaped tops, polished sides and carved edges add work.' },
    {
      title: 'Lettering and artwork',
      text: 'Extra lines, etched portraits and carving are priced by the work involved.',
    },
  ];

  const valueEngineering = {
    lead: `Value engineering is how we make the same memorial for less: we look at how a design is sourced, cut and finished and find savings that do not change how it looks or how long it lasts. It typically saves families ${typicalSavings.label}.`,
    what: [
      'Every monument can be made in more than one way. Two blocks of the same granite can come from different suppliers at different prices; a tablet an inch narrower may cut from a standard slab with half the waste; a finish on the back that nobody sees can cost as much as the front.',
      'Value engineering means going through a design, part by part, and choosing the way that gives the same result for less. It is what a careful builder does with a house, and it is what we have done with monuments for decades.',
    ],
    levers: [
      {
        title: 'Stone sourcing',
        text: 'We buy the same grade and color of granite from the supplier with the best price for your size, and use stock we already have where it fits.',
      },
      {
        title: 'Sizes that cut well',
        text: 'We adjust dimensions by fractions of an inch, where you would never notice, so the parts cut from standard slabs with less waste.',
      },
      {
        title: 'Finishes where they count',
        text: 'Polish goes where it is seen and matters; hidden faces get a sound, weather-proof finish that costs less.',
      },
      {
        title: 'Efficient lettering and artwork',
        text: 'Layouts that read beautifully and cut in fewer steps, with artwork sized to be clear without extra work.',
      },
      {
        title: 'Shared installation trips',
        text: 'We plan installations with others in the same area, so your crew visit costs less.',
      },
    ] satisfies PricingPoint[],
    neverCut: [
      'The grade and thickness of the granite',
      'The depth and clarity of the lettering',
      'The foundation and the care of the setting',
      'The proof and the checks on every name and date',
    ],
    guarantee:
      'When you choose one of our packages, we guarantee that your final price comes in below the package price. We value-engineer your design after you order, and the saving is yours.',
    process: [
      {
        title: 'Choose a package',
        text: 'Pick the package closest to what you have in mind; it sets the most you will pay.',
      },
      {
        title: 'Commit with a deposit',
        text: `A ${depositPercent}% deposit starts the work. We confirm your cemetery’s rules and your wishes.`,
      },
      {
        title: 'We value-engineer the design',
        text: 'We go through every part of the design and show you where we found savings, and what stays the same.',
      },
      {
        title: 'Approve your proof',
        text: 'You approve the final design with every name and date before anything is cut.',
      },
      {
        title: 'Installation and final price',
        text: 'We set your memorial, and your final invoice comes in below the package price.',
      },
    ] satisfies PricingPoint[],
  };
  return {
    depositPercent,
    typicalSavings,
    pricingSteps,
    includedInPrice,
    packageTerms,
    paymentOptions,
    priceFactors,
    valueEngineering,
  };
}
