import type { Configuration, PricingConfig } from '../calculator/calculator.schema';
import type { pricePublished } from '../calculator/calculator.service';
import { DATE_STYLE_LABELS, sizeWords } from '../calculator/calculator.choices';
import { feetAndInches, formatDollars, monumentTitle } from './public-calculator.choices';
import { plainKind, type configurationFromChoices } from './public-calculator.configuration';
import type { EstimateSummary } from './public-calculator.repository';
import { counted } from '../shared/plural';

/** An estimate in a family's words: its choices, its lines in whole dollars, and why it is a range. */

type Breakdown = Awaited<ReturnType<typeof pricePublished>>['breakdown'];
type Line = Breakdown['lines'][number];

/** 40 -> "3 ft 4 in". */
const feetOnly = (inches: number) => feetAndInches(inches).replace(/^.*\((.*)\)$/, '$1');

function letteringWords(lettering: Configuration['lettering']) {
  const names = lettering.names || 1;
  const dates = (DATE_STYLE_LABELS[lettering.dateStyle] ?? DATE_STYLE_LABELS.full)
    .replace(/ \(.*\)$/, '')
    .toLowerCase();
  const lines = lettering.extraLines ? `; ${counted(lettering.extraLines, 'extra line')}` : '';
  return `Family name and ${counted(names, 'name')} with ${dates}${lines}`;
}

function amountWords(line: Line) {
  if (line.display === 'included') return 'Included';
  if (line.display === 'cemetery') return `${formatDollars(line.amountCents)}, paid to the cemetery`;
  return formatDollars(line.amountCents);
}

/**
 * The lines a family reads: whole dollars, nothing at $0 but what is included (and free delivery,
 * said in words), no rounding line (the range is already rounded).
 */
function familyLines(breakdown: Breakdown, doc: PricingConfig) {
  const shown: Array<{ label: string; amount: string }> = [];
  for (const line of [...breakdown.lines, ...breakdown.adjustments]) {
    if (line.kind === 'adjustment' && line.key === 'rounding') continue;
    if (line.kind === 'service' && line.key === 'delivery' && line.amountCents === 0) {
      shown.push({ label: 'Delivery', amount: 'Free within our service area' });
      continue;
    }
    if (line.display !== 'included' && Math.round(line.amountCents / 100) === 0) continue;
    shown.push({ label: lineWords(line, doc), amount: amountWords(line) });
  }
  return shown;
}

/** Why an estimate is a range, in one sentence. */
export const RANGE_WHY =
  'It is a range because the last details (the exact block of granite, the lettering proof and the cemetery’s rules) are settled with you, in writing, before anything is made.';

function lineWords(line: Line, doc: PricingConfig) {
  if (line.kind === 'part') {
    const cubicFeet = line.values.cubic_feet;
    const type = doc.partTypes.find((p) => p.key === line.key);
    const label =
      type && line.label.startsWith(type.name) ? plainKind(type.name) + line.label.slice(type.name.length) : line.label;
    return `Granite: ${label.charAt(0).toUpperCase()}${label.slice(1)}${cubicFeet ? `, ${cubicFeet.toFixed(1)} cu ft` : ''}`;
  }
  if (line.kind === 'finish') {
    const type = doc.partTypes.find((p) => line.label.endsWith(` (${p.name})`));
    if (type) return `Finish on the ${plainKind(type.name)}: ${line.label.slice(0, -(type.name.length + 3))}`;
    return `Finish: ${line.label}`;
  }
  if (line.kind === 'addon') return `Extra: ${line.label}`;
  if (line.kind === 'foundation') return `Foundation: ${line.label}`;
  return line.label;
}

export function summarise(
  doc: PricingConfig,
  built: ReturnType<typeof configurationFromChoices>,
  breakdown: Breakdown,
  publishedAt: string,
): EstimateSummary {
  const { configuration, main } = built;
  const color = doc.colors.find((c) => c.key === main.color)?.name ?? main.color;
  const type = doc.partTypes.find((p) => p.key === main.partType)!;
  const monument = monumentTitle(
    built.title,
    color,
    doc.colors.map((c) => c.name),
  );
  const choices = [
    { label: 'Monument', value: monument },
    // "40 × 6 × 24 in (3 ft 4 in wide)": the width in feet too, once it is a foot or more.
    {
      label: 'Size',
      value: `${sizeWords(main.size)}${main.size.length >= 12 ? ` (${feetOnly(main.size.length)} wide)` : ''}`,
    },
    { label: 'Granite color', value: color },
    {
      label: 'Finishes',
      value: main.finishes.map((f) => type.finishes.find((x) => x.key === f)?.name ?? f).join(', ') || 'Standard',
    },
    { label: 'Lettering', value: letteringWords(configuration.lettering) },
    {
      label: 'Extras',
      value:
        configuration.addons.map((a) => doc.addons.find((x) => x.key === a.key)?.name ?? a.key).join(', ') || 'None',
    },
    { label: 'Foundation', value: configuration.foundation ? 'Yes' : 'No' },
    {
      label: 'Where it goes',
      value:
        [configuration.cemetery, configuration.deliveryTown, configuration.deliveryZip].filter(Boolean).join(', ') ||
        'Not given yet',
    },
  ];
  return {
    // Named with the sizes chosen, from the configuration: the basket, the quote and the emails show this.
    title: `${monument}, ${sizeWords(main.size)}`,
    choices,
    lines: familyLines(breakdown, doc),
    cemeteryLines: breakdown.cemeteryLines.map((line) => ({ label: line.label, amount: amountWords(line) })),
    rangeExplanation: RANGE_WHY,
    publishedAt,
  };
}
