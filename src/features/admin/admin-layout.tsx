import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useBusiness } from '#src/lib/business';
import { errorMessage, useTRPC } from '#src/lib/trpc';
import { adminNav, currentNavItem, type AdminNavItem } from './admin-nav';

/** The staff area's frame: navigation, who is signed in, and sign-out. */
export function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const business = useBusiness();
  const [opened, { toggle, close }] = useDisclosure();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());
  const location = useRouterState({ select: (state) => state.location });
  const current = currentNavItem(location.pathname, location.search as Record<string, unknown>);

  /** Staff navigation opens the screen in place, a modified click (new tab) as the browser does. */
  function open(event: MouseEvent<HTMLAnchorElement>, item: AdminNavItem) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
    void navigate({ to: item.to, search: item.search ?? {} });
  }

  async function onSignOut() {
    try {
      await signOut.mutateAsync();
      // The staff screens are left before their data is forgotten: cleared first, the screen
      // still shown asked for its lists again, signed out (a 401 seen in the browser tests).
      await navigate({ to: '/admin/login' });
      queryClient.clear();
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
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls="admin-nav"
            />
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
      <AppShell.Navbar id="admin-nav" p="sm" component="nav" aria-label="Admin" style={{ overflowY: 'auto' }}>
        <Stack gap="md">
          {adminNav.map((group) => (
            <div key={group.group} role="group" aria-labelledby={`admin-nav-${group.group}`}>
              <Text id={`admin-nav-${group.group}`} size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={2}>
                {group.group}
              </Text>
              <Stack gap={2}>
                {group.items.map((item) => {
                  const isCurrent = item === current;
                  return (
                    <NavLink
                      key={item.label}
                      component="a"
                      href={hrefOf(item)}
                      label={item.label}
                      onClick={(event: MouseEvent<HTMLAnchorElement>) => open(event, item)}
                      active={isCurrent}
                      aria-current={isCurrent ? 'page' : undefined}
                      fw={isCurrent ? 700 : undefined}
                      style={isCurrent ? { boxShadow: 'inset 3px 0 0 var(--mantine-color-brand-9)' } : undefined}
                    />
                  );
                })}
              </Stack>
            </div>
          ))}
          <NavLink component="a" href="/" label="View the website" />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

function hrefOf(item: AdminNavItem): string {
  const query = new URLSearchParams(item.search).toString();
  return query ? `${item.to}?${query}` : item.to;
}
