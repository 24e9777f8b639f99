import { Loader, Stack, Text } from '#src/components/plain';

/** "Opening your booking…" while a private link's booking is fetched (plain: on the light /book/manage too). */
export function OpeningBooking() {
  return (
    <Stack align="flex-start" role="status">
      <Loader size="sm" />
      <Text>Opening your booking…</Text>
    </Stack>
  );
}
