import { formatCount } from './money';

/**
 * Counts in words staff and visitors read: "1 post", "3 posts", "1 new draft", "Import 1 post".
 * One helper for the whole site, so no screen says "1 posts" or "post(s)".
 */

/** The noun in the right number for a count: plural(1, 'post') is "post", plural(2, 'post') "posts". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its noun: counted(1, 'new draft') is "1 new draft", counted(3, 'reply', 'replies') "3 replies". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${plural(count, one, many)}`;
}
