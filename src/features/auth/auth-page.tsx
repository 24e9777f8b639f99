import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Center, Stack, Text } from '@mantine/core';
import { Logo } from '#src/components/layout/logo';
import { useBusiness } from '#src/lib/business';

/**
 * The frame of the staff sign-in pages (sign in, forgot password, choose a new password): the
 * business's logo and name above the form, so staff know whose site this is, and a way back to
 * the public website below it.
 */
export function AuthPage({ children }: { children: ReactNode }) {
  const business = useBusiness();
  return (
    <Center mih="100vh" p="md" component="main" bg="gray.0">
      <Stack align="center" gap="lg" w="100%" maw={420}>
        <Stack align="center" gap={4}>
          <Anchor component={Link} to="/" c="brand.9" underline="never">
            <Logo />
          </Anchor>
          <Text size="sm" c="dimmed" ta="center">
            {business.name} · Staff area
          </Text>
        </Stack>
        {children}
        <Anchor component={Link} to="/" size="sm">
          ← Back to the website
        </Anchor>
      </Stack>
    </Center>
  );
}
