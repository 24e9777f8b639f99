import { Text } from '#src/components/plain';

/** Under a form with a draft (see useFormDraft): what is typed is not lost, and where it is kept. */
export function DraftKeptNote() {
  return (
    <Text size="sm" c="dimmed" role="status">
      What you type is kept in this browser tab until you send it.
    </Text>
  );
}
