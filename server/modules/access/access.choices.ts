/**
 * The access forms' fixed lists, without zod (the staff list's search parser ships with every
 * page's router).
 */

/** The tools a family fills in the access form for. */
export const accessTools = ['calculator', 'design_tool'] as const;
export type AccessTool = (typeof accessTools)[number];

export const accessToolLabels: Record<AccessTool, string> = {
  calculator: 'Price calculator',
  design_tool: 'Design tool',
};

/** The staff list's filters as the address bar gives them (anything odd falls back to "all"). */
export function parseAuthorizationsSearch(search: Record<string, unknown>): { tool?: AccessTool; q?: string } {
  const tool = (accessTools as readonly unknown[]).includes(search.tool) ? (search.tool as AccessTool) : undefined;
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 100) : undefined;
  return { tool, q };
}

/**
 * What the access form asks, in the words the settings switch and the form itself both use:
 * the switch says exactly which details the family will be asked for.
 */
export const ACCESS_FORM_DETAILS = 'name, email, phone number and ZIP code';

/** Where the browser keeps its grant token for each tool (local storage). */
export const grantStorageKey = (tool: AccessTool) => `access-grant:${tool}`;
