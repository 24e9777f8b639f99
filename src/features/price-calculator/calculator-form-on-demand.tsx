import { onDemand } from '#src/lib/on-demand';

/**
 * The steps, the form and the estimate panel: their code loads only once a design or a kind of
 * monument is chosen, so the start page (the designs to start from) loads none of it (decision
 * 239). The server renders the real form (entry-server.tsx registers it); in the browser a page
 * opened on a design starts loading it with the page's own code (`preloadCalculatorFormFor`), and
 * a move from the start page loads it in the route's loader before the form is shown. If the page
 * is ready to hydrate before the form's code, the server's HTML stays as it is until the code is
 * there: nothing on screen changes.
 */
export const CalculatorFormOnDemand = onDemand(() => import('./calculator-form').then((m) => m.CalculatorForm));

/** Whether the address opens the form: a design or a kind of monument is chosen (as `CalculatorPage` decides). */
export function opensCalculatorForm(search: string | Record<string, unknown>): boolean {
  if (typeof search !== 'string') return !!(search.template || search.type);
  const params = new URLSearchParams(search);
  return !!(params.get('template') || params.get('type'));
}

/** Starts loading the form's code when the address opens the form; resolves when it is at hand. */
export function preloadCalculatorFormFor(search: string | Record<string, unknown>): Promise<void> {
  return opensCalculatorForm(search) ? CalculatorFormOnDemand.preload() : Promise.resolve();
}
