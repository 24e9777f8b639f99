/** What isLightPage needs of a route match: its route's static data. */
interface MatchLike {
  staticData?: { light?: boolean };
}

/**
 * A light page is built from the plain components (src/components/plain) and loads its data
 * without React Query (decision 042): the deepest matched route says `staticData: { light: true }`.
 * Every other page gets Mantine's provider (MantineScope) and the React Query client.
 */
export function isLightPage(matches: readonly MatchLike[]): boolean {
  return matches.at(-1)?.staticData?.light === true;
}
