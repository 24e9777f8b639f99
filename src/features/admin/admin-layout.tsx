import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useBusiness } from '#src/lib/business';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { adminNav } from './admin-nav';

/** The staff area's frame: navigation, who is signed in, and sign-out. */
export function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const business = useBusiness();
  const [opened, { toggle, close }] = useDisclosure();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());

  async function onSignOut() {
    try {
      await signOut.mutateAsync();
      queryClient.clear();
      await navigate({ to: '/admin/login' });
    } catch (error) {
      notifications.show({ title: 'Error', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} component={Link} to="/admin" c="brand.9" style={{ textDecoration: 'none' }}>
              <Text span inherit visibleFrom="sm">
                {business.shortName}{' '}
              </Text>
              Admin
            </Text>
          </Group>
          <Group gap="sm">
            <Text size="sm" visibleFrom="sm">
              {email}
            </Text>
            <Button variant="default" size="xs" onClick={onSignOut} loading={signOut.isPending}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Admin">
        <Stack gap={2}>
          {adminNav.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              onClick={close}
              activeOptions={{ exact: item.to === '/admin' }}
            />
          ))}
          <NavLink component="a" href="/" label="View the website" />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
