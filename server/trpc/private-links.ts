/**
 * Procedures that open something with a private link's secret (a booking's token, a saved
 * estimate's or epitaph's reference): decision record 179. The browser sends their input in a
 * POST body, never in a `/trpc?input=` address a log or a proxy would keep; the server refuses
 * them over GET (`privateLinkProcedure`, server/trpc/init.ts), answers them `no-store`, and
 * throttles a visitor's wrong guesses.
 *
 * Shared by the server and the browser's tRPC client (src/lib/query-kit.ts), so both agree.
 */
export const PRIVATE_LINK_PROCEDURES: ReadonlySet<string> = new Set([
  'bookings.get',
  'bookings.calendarFile',
  'bookings.cancel',
  'bookings.move',
  'calculator.saved',
  'epitaph.saved',
  'design.saved',
]);

export function isPrivateLinkProcedure(path: string): boolean {
  return PRIVATE_LINK_PROCEDURES.has(path);
}
