import { z } from 'zod';
import { SECTION_LABELS } from './calculator.choices';
import { pricingConfigSchema, type PricingConfig, type SectionName } from './calculator.schema';
import { issuesOf, listOf, SECTIONS } from './calculator.document';

/** The settings file staff export and import: reading one (every problem with its path) and what it would change. */

export interface ImportProblem {
  path: string;
  message: string;
}
export interface ImportChange {
  section: SectionName;
  key: string;
  name: string;
  action: 'add' | 'change' | 'remove';
  fields: string[];
}

/** Reads an exported file: the document, or every problem with its path in the file. */
export function readImportFile(fileText: string): { document: PricingConfig | null; problems: ImportProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(fileText);
  } catch (error) {
    return {
      document: null,
      problems: [{ path: '(file)', message: `This is not a JSON file: ${(error as Error).message}` }],
    };
  }
  const parsed = pricingConfigSchema.safeParse(raw);
  if (!parsed.success)
    return {
      document: null,
      problems: parsed.error.issues.slice(0, 50).map((issue) => ({
        path: issue.path.length ? z.core.toDotPath(issue.path) : '(file)',
        message: issue.message,
      })),
    };
  const issues = issuesOf(parsed.data);
  if (issues.length)
    return {
      document: null,
      problems: issues.slice(0, 50).map((issue) => ({
        path: issue.path,
        message: issue.position !== undefined ? `${issue.message} (at character ${issue.position + 1})` : issue.message,
      })),
    };
  return { document: parsed.data, problems: [] };
}

export function diffDocuments(before: PricingConfig, after: PricingConfig): ImportChange[] {
  const changes: ImportChange[] = [];
  for (const section of SECTIONS) {
    const oldItems = new Map(listOf(before, section).map((i) => [i.key, i as unknown as Record<string, unknown>]));
    const newItems = listOf(after, section);
    for (const item of newItems) {
      const old = oldItems.get(item.key);
      if (!old) changes.push({ section, key: item.key, name: item.name, action: 'add', fields: [] });
      else {
        const fields = Object.keys({ ...old, ...item }).filter(
          (field) => JSON.stringify(old[field]) !== JSON.stringify((item as unknown as Record<string, unknown>)[field]),
        );
        if (fields.length) changes.push({ section, key: item.key, name: item.name, action: 'change', fields });
      }
      oldItems.delete(item.key);
    }
    for (const [key, old] of oldItems)
      changes.push({ section, key, name: String(old.name), action: 'remove', fields: [] });
    const oldOrder = listOf(before, section)
      .map((i) => i.key)
      .filter((k) => newItems.some((n) => n.key === k));
    const newOrder = newItems.map((i) => i.key).filter((k) => oldOrder.includes(k));
    if (oldOrder.join() !== newOrder.join())
      changes.push({
        section,
        key: '',
        name: `The order of the ${SECTION_LABELS[section].many}`,
        action: 'change',
        fields: ['order'],
      });
  }
  return changes;
}
