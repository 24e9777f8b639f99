import { formatDollars } from '#server/modules/public-calculator/public-calculator.choices';
import classes from './price-calculator.module.css';

/** What a choice would change, in words: "adds $120", "$85 less", "same price". */
export function changeWords(cents: number | null | undefined): string | null {
  if (cents === undefined || cents === null) return null;
  if (cents === 0) return 'same price';
  return cents > 0 ? `adds ${formatDollars(cents)}` : `${formatDollars(-cents)} less`;
}

/** A chosen finish or extra: what it adds to the estimate. */
export function chosenWords(cents: number | null | undefined): string | null {
  if (cents === undefined || cents === null) return null;
  return cents > 0 ? `${formatDollars(cents)} of your estimate` : 'included';
}

/** A choice's label with what it would change beside it (once the figures are shown). */
export function PricedLabel({ name, price }: { name: string; price: string | null }) {
  return (
    <span>
      {name}
      {price && <span className={classes.choicePrice}> · {price}</span>}
    </span>
  );
}
