import { Button, Container, Stack, Text, Title } from '#src/components/plain';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { usePrimaryOffice } from '#src/lib/business';

/** Shown when a page fails to load; plain words, a retry, and a phone number. */
export function RouteError({ reset }: ErrorComponentProps) {
  const primaryOffice = usePrimaryOffice();
  const router = useRouter();
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>
          We could not load this page. Please try again in a moment. If it keeps happening, call us at{' '}
          <a href={primaryOffice.phoneHref}>{primaryOffice.phone}</a> and we will gladly help.
        </Text>
        <Button
          w="fit-content"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
