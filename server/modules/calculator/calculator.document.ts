import { TRPCError } from '@trpc/server';
import {
  configurationSchema,
  pricingConfigSchema,
  type PricingConfig,
  type SectionName,
  type Template,
} from './calculator.schema';
import { CALCULATOR_FORMAT_VERSION, designLabel, SECTION_LABELS } from './calculator.choices';
import { compilePricing, price } from './engine/engine';
import { ConfigInvalidError, PricingError, type ConfigIssue } from './engine/errors';
import type { CompiledPricing } from './engine/compile';

/**
 * The calculator's configuration document: its empty form, reading a stored copy, and every
 * problem it has, said in words staff know. A document is saved or published only without one.
 */

export const SECTIONS = Object.keys(SECTION_LABELS) as SectionName[];

export function emptyPricingConfig(): PricingConfig {
  return {
    formatVersion: CALCULATOR_FORMAT_VERSION,
    colors: [],
    factors: [
      { key: 'round_to', name: 'Round totals to the nearest', value: 5, description: 'Dollars.' },
      { key: 'range_low_percent', name: 'Estimate range below', value: 5, description: 'Percent.' },
      { key: 'range_high_percent', name: 'Estimate range above', value: 10, description: 'Percent.' },
      { key: 'tax_percent', name: 'Sales tax', value: 0, description: 'Percent of the subtotal.' },
    ],
    calculations: [],
    partTypes: [],
    lookups: [],
    lineItems: [],
    addons: [],
    foundations: [],
    templates: [],
  };
}

export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

export function readDocument(raw: unknown): PricingConfig {
  return pricingConfigSchema.parse(raw);
}

/** Says where a problem is in words staff know: "Part type “Base”, formula: ...". */
export function describeIssue(document: PricingConfig, issue: ConfigIssue): string {
  const match = /^(\w+)\[(\d+)\](?:\.(.*))?$/.exec(issue.path);
  const position = issue.position !== undefined ? ` (at character ${issue.position + 1})` : '';
  if (!match) return `${issue.message}${position}`;
  const [, section, index, rest] = match;
  const labels = SECTION_LABELS[section as SectionName];
  const item = (document[section as SectionName] as Array<{ name: string }> | undefined)?.[Number(index)];
  if (!labels || !item) return `${issue.message}${position}`;
  const label = labels.one.charAt(0).toUpperCase() + labels.one.slice(1);
  const field = rest ? `, ${rest.replace(/\[\d+\]/g, '').replace(/\./g, ' ')}` : '';
  // A design is named with its sizes, read from its configuration (its name carries none).
  const name = section === 'templates' ? designLabel(item as Template, document.partTypes) : item.name;
  return `${label} “${name}”${field}: ${issue.message}${position}`;
}

/**
 * Every problem of a document: formulas and references (compile), then every template must still
 * price (a formula can read well and still fail when it runs, e.g. a division by zero).
 */
export function issuesOf(document: PricingConfig): ConfigIssue[] {
  let compiled: CompiledPricing;
  try {
    compiled = compilePricing(document);
  } catch (error) {
    if (error instanceof ConfigInvalidError) return error.issues;
    throw error;
  }
  const issues: ConfigIssue[] = [];
  document.templates.forEach((template, index) => {
    try {
      price(configurationSchema.parse({ templateKey: template.key }), compiled);
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      const position = error.position !== undefined ? ` (at character ${error.position + 1})` : '';
      issues.push({
        path: `templates[${index}]`,
        message: `It can no longer be priced: ${error.message}${position}, in ${error.path.replace('configuration.', '')}`,
      });
    }
  });
  return issues;
}

export function assertValid(document: PricingConfig) {
  const issues = issuesOf(document);
  if (issues.length) throw badRequest(describeIssue(document, issues[0]!));
}

export type Item = { key: string; name: string };
export function listOf(document: PricingConfig, section: SectionName): Item[] {
  return document[section] as unknown as Item[];
}
