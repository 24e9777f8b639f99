/** Half away from zero, to the cent; 12 significant digits first so 1.005 is 1.01 as a person expects. */
export function dollarsToCents(dollars: number): number {
  const cents = Number((dollars * 100).toPrecision(12));
  return Math.sign(cents) * Math.round(Math.abs(cents));
}
