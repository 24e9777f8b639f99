/**
 * A gallery piece's granite is one of the published price list's colors, chosen from a list
 * (decision 192). Pieces saved while the field was typed freely keep their words: one that names
 * a color however it was spelled ("georgia  gray") maps to that color; one that names none stays
 * as it was and the editor says it is not in the price list, so nothing typed is lost.
 */

const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The price list's color a stored granite names, or null when it names none (or is empty). */
export function matchGranite(stored: string | null | undefined, colors: readonly string[]): string | null {
  if (!stored?.trim()) return null;
  const wanted = plain(stored);
  return colors.find((name) => plain(name) === wanted) ?? null;
}
