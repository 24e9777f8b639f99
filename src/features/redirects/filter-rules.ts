/** What the rule list's search box looks at. */
export interface SearchableRule {
  pattern: string;
  targetPath: string;
  note: string | null;
}

/**
 * The rules whose old address, word, target or note contain every word typed (any order, any
 * case): "gallery 301" is not a thing staff type, "clearance" or "/services/civic" is.
 */
export function filterRules<R extends SearchableRule>(rules: R[], query: string): R[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rules;
  return rules.filter((rule) => {
    const text = `${rule.pattern} ${rule.targetPath} ${rule.note ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
