import type { RouterOutputs } from '#src/lib/trpc';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';

/** What the published price list offers the form: designs, kinds of monument, granites, finishes, extras. */
export type Options = NonNullable<RouterOutputs['calculator']['options']>;

/** Changes the choices in the address bar (replacing the history entry unless told otherwise). */
export type SetChoices = (next: Partial<CalculatorChoices>, replace?: boolean) => void;

/** The estimate procedure's answer. */
export type Estimate = RouterOutputs['calculator']['estimate'];

/** The estimate the server rendered into the page: for these choices (their key), without a grant. */
export interface ServerEstimate {
  key: string;
  data: Estimate;
}
