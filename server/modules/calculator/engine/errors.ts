/** The engine's two refusals: a price list that cannot price, and a choice it cannot price. */

export interface ConfigIssue {
  /** Where in the configuration document, e.g. `partTypes[2].formula`. */
  path: string;
  message: string;
  /** Character position in the formula, for formula problems. */
  position?: number;
}

export class PricingError extends Error {
  readonly path: string;
  readonly position?: number;
  constructor(message: string, path: string, position?: number) {
    super(message);
    this.name = 'PricingError';
    this.path = path;
    this.position = position;
  }
}

export class ConfigInvalidError extends Error {
  readonly issues: ConfigIssue[];
  constructor(issues: ConfigIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'ConfigInvalidError';
    this.issues = issues;
  }
}
