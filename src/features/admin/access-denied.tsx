import { Link } from '@tanstack/react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown to a signed-in person without the admin role. */
export function AccessDenied() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1}>Access Denied</Title>
        <Text>You don&apos;t have permission to access this page.</Text>
        <Button component={Link} to="/">
          Go Home
        </Button>
      </Stack>
    </Center>
  );
}
