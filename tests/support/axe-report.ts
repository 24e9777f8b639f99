/** What axe reports of one violation (only the parts read here are typed). */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe's serious and critical violations, one line each with up to three of the elements at
 * fault: how the browser journeys (tests/e2e/fixtures.ts) and the server HTML checks
 * (tests/support/axe-html.ts) both report them.
 */
export function seriousViolations(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
