import type { AppDb } from '#db/create-db';
import { getBusinessFacts } from '../settings/settings.service';
import { pricingFor } from '#content/pricing';
import { listActivePackages } from '../value-engineering/value-engineering.service';
import { calculatorOptions, quoteForExpert } from '../public-calculator/public-calculator.service';
import { normalizeQuestion } from './monument-expert.query';
import { readPriceQuestion } from './monument-expert.pricing';
import type { Citation, PriceLine } from './monument-expert.answer-shape';

/**
 * The price lines an answer shows beside its words: the calculator engine's estimate for a
 * monument the question describes, the designs' "from" prices, and the value packages.
 */

export const packagePrice = (pkg: {
  id: string;
  name: string;
  style: string;
  granite: string;
  priceCents: number;
}): PriceLine => ({
  kind: 'package',
  label: `${pkg.name} package (${pkg.style}, ${pkg.granite})`,
  amountCents: pkg.priceCents,
  note: 'Package price, with foundation, delivery and installation in our service area; your final price is guaranteed to come in below it.',
  link: `/value-engineering/packages#${pkg.id}`,
});

/** The prices a question asks for: the engine's estimate for what it describes, or the designs' "from" prices, and the packages. */
export async function pricesFor(
  db: AppDb,
  contentVersion: number,
  question: string,
  grantToken: string | null | undefined,
): Promise<{ prices: PriceLine[]; citations: Citation[]; notes: string[]; intro: string | null }> {
  const prices: PriceLine[] = [];
  const citations: Citation[] = [];
  const notes: string[] = [];
  let intro: string | null = null;
  const text = normalizeQuestion(question);
  const options = await calculatorOptions(db);
  const wantsPackages = /\bpackages?\b|\bheritage\b|\bclassic\b|\bserenity\b|\bcheapest\b|\bleast expensive\b/.test(
    text,
  );
  if (options) {
    const read = readPriceQuestion(question, options);
    if (read) {
      const quote = await quoteForExpert(db, contentVersion, read, grantToken);
      if (quote.status === 'priced') {
        prices.push({
          kind: 'estimate',
          label: `${quote.title}, ${quote.size}`,
          lowCents: quote.lowCents,
          highCents: quote.highCents,
          note: `Estimate from our price calculator (price list of ${quote.publishedAt.slice(0, 10)}), with foundation and installation as the design has them. Lettering beyond names and dates, extras and cemetery fees can change it.`,
          link: quote.link,
        });
        citations.push({ title: `Price calculator: ${quote.title}`, url: quote.link });
        notes.push(
          `Here is what our price calculator gives for ${quote.title}. Open it to change the size, granite, lettering and extras and see the figure follow.`,
        );
      } else if (quote.status === 'locked') {
        if (quote.fromCents !== null)
          prices.push({
            kind: 'from',
            label: quote.title,
            fromCents: quote.fromCents,
            note: `${quote.fromWords ? `${quote.fromWords}. ` : ''}Open it in the calculator to see the range for your size and granite (a short form comes first).`,
            link: quote.link,
          });
        else notes.push('Our price calculator shows the range for this design once you open it.');
        if (quote.fromCents !== null)
          notes.push(`${quote.title}: the starting price from our price calculator is below.`);
        citations.push({ title: `Price calculator: ${quote.title}`, url: quote.link });
      } else if (quote.status === 'refused') {
        notes.push(`Our price calculator cannot price that as asked: ${quote.message}`);
        citations.push({ title: 'Price calculator', url: quote.link });
      }
    } else if (!wantsPackages) {
      for (const template of options.templates.filter((t) => t.fromCents !== null).slice(0, 6)) {
        prices.push({
          kind: 'from',
          label: template.size ? `${template.name}, ${template.size}` : template.name,
          fromCents: template.fromCents!,
          note: template.fromWords
            ? `${template.fromWords}, in our price calculator.`
            : 'Starting price in our price calculator',
          link: `/calculator?template=${template.key}`,
        });
      }
      if (prices.length) {
        citations.push({ title: 'Price calculator', url: '/calculator' });
        const factors = pricingFor(await getBusinessFacts(db, contentVersion)).priceFactors.map(
          (f) => `its ${f.title.toLowerCase()}`,
        );
        intro = `A monument’s price depends on ${factors.slice(0, -1).join(', ')} and ${factors.at(-1)}; below are the starting prices of the designs in our price calculator, where you can change each one and see its price follow.`;
      }
    }
  }
  if (wantsPackages || prices.length === 0) {
    const packages = await listActivePackages(db);
    for (const pkg of packages) prices.push(packagePrice(pkg));
    if (packages.length) citations.push({ title: 'Value packages', url: '/value-engineering/packages' });
  }
  return { prices, citations, notes, intro };
}
