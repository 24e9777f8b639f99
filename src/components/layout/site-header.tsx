import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ActionIcon, Anchor, Box, Button, Container, Group, UnstyledButton, useMantineTheme } from '@mantine/core';
import { primaryOffice } from '#content/business';
import { useHydrated } from '../../lib/hydration';
import { aboutLinks, consultationLink, primaryLinks, serviceLinks, type NavLink } from './site-nav';
import { Logo } from './logo';
import { HeaderAction } from './header-action';
import classes from './site-header.module.css';

/**
 * The phone menu is a drawer (a modal with focus trap and scroll lock) that most desktop visits
 * never open, so its code is not part of the first download: it is fetched once the page is idle
 * (a tap is then instant) and mounted on the first open.
 */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenuDrawer = lazy(loadMobileMenu);

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const close = () => setMenuOpen(false);
  const menuBreakpoint = useMantineTheme().breakpoints.lg;
  // A tap on the server-rendered button before the page's code has loaded would do nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    // Only where the menu button shows (hiddenFrom="lg" below).
    if (window.matchMedia(`(min-width: ${menuBreakpoint})`).matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadMobileMenu());
  }, [menuBreakpoint]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.logo}>
          <Logo />
        </Link>

        <Group component="nav" aria-label="Main" gap={4} visibleFrom="lg" className={classes.desktopNav}>
          <Dropdown label="Services" links={[...serviceLinks, { label: 'All Services', to: '/services' }]} />
          <Dropdown label="About" links={aboutLinks} />
          {primaryLinks.map((link) => (
            <Link key={link.to} to={link.to} className={classes.navLink} activeProps={{ 'aria-current': 'page' }}>
              {link.label}
            </Link>
          ))}
        </Group>

        <Group gap="xs" wrap="nowrap">
          <Anchor href={primaryOffice.phoneHref} className={classes.phone} visibleFrom="sm">
            {primaryOffice.phone}
          </Anchor>
          <HeaderAction />
          <Button component={Link} to={consultationLink.to} visibleFrom="sm" size="sm">
            {consultationLink.label}
          </Button>
          {/* Not Mantine's Burger: it puts a <div> inside the <button>, which HTML does not allow. */}
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            disabled={!hydrated}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen((open) => !open);
            }}
            hiddenFrom="lg"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <MenuIcon open={menuOpen} />
          </ActionIcon>
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={menuOpen} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * A disclosure menu (WAI-ARIA "disclosure navigation"): a button that shows a list of links,
 * opened by click, Enter/Space or hover, closed by Escape, a click outside or leaving focus.
 */
function Dropdown({ label, links }: { label: string; links: NavLink[] }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = links.some((link) => pathname === link.to);
  return (
    <div
      className={classes.dropdown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <UnstyledButton
        className={classes.navLink}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label} <span aria-hidden="true">▾</span>
      </UnstyledButton>
      <ul id={id} className={classes.dropdownList} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.dropdownLink} onClick={() => setOpen(false)} activeProps={{ 'aria-current': 'page' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Three lines, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
