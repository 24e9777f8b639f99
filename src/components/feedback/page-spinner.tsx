import { Center, Loader, Text } from '#src/components/plain';

/** Shown while a code-split route or its data loads. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader size="lg" />
      <Text ml="md" c="dimmed">
        {label}
      </Text>
    </Center>
  );
}
