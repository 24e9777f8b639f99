import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ActionIcon, Anchor, Box, Button, Container, Group } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';
import type { BusinessFacts } from '#server/modules/settings/settings.schema';
import { useHydrated } from '#src/lib/hydration';
import { aboutLinks, aiToolsLink, consultationLink, primaryLinks, serviceLinks } from './site-nav';
import { NavDropdown } from './nav-dropdown';
import { Logo } from './logo';
import { HeaderAction } from './header-action';
import classes from './site-header.module.css';

/**
 * The phone menu is a drawer (a modal with focus trap and scroll lock, Mantine's) that many visits
 * never open, so its code is not part of the first download. It is fetched when a finger or a
 * pointer comes to the menu button, or focus does (touchstart comes before the tap's click), and
 * mounted on the first open. Fetching it while the page was idle cost a phone a long task of
 * Mantine's start-up in the seconds after loading, which mobile Lighthouse counts (decision 049).
 */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenuDrawer = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu();

export function SiteHeader() {
  const { offices } = useBusiness();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button that opened the menu (the drawer's own focus return misses
  // the first opening, when the lazily loaded drawer mounts already open).
  const close = () => {
    setMenuOpen(false);
    window.setTimeout(() => burger.current?.focus({ preventScroll: true }), 0);
  };
  // A tap on the server-rendered button before the page's code has loaded would do nothing.
  const hydrated = useHydrated();

  return (
    <>
      {/* From 64em the bar sits above the sticky header and scrolls away with the page; the row
          keeps the first office's number where it has room (80em up). */}
      <CallBar offices={offices} className={classes.callBarWide} />
      <Box component="header" className={classes.header}>
        {/* Below 64em, where the row has no room for them: both offices' numbers, one tap each. */}
        <CallBar offices={offices} className={classes.callBarPhone} />
        <Container size="xl" className={classes.inner}>
          <div className={classes.brand}>
            <Link to="/" className={classes.logo}>
              <Logo />
            </Link>
            <Link
              to={aiToolsLink.to}
              className={classes.aiBadge}
              activeProps={{ 'aria-current': 'page' }}
              activeOptions={{ exact: false }}
            >
              {aiToolsLink.label}
            </Link>
          </div>

          <Group component="nav" aria-label="Main" gap={4} className={classes.desktopNav}>
            <NavDropdown label="Services" links={[...serviceLinks, { label: 'All Services', to: '/services' }]} />
            <NavDropdown label="About" links={aboutLinks} />
            {primaryLinks.map((link) =>
              'links' in link ? (
                <NavDropdown key={link.label} label={link.label} links={link.links} />
              ) : (
                <Link key={link.to} to={link.to} className={classes.navLink} activeProps={{ 'aria-current': 'page' }}>
                  {link.label}
                </Link>
              ),
            )}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <Anchor
              href={offices[0]!.phoneHref}
              className={classes.phone}
              aria-label={`Call ${offices[0]!.city}: ${offices[0]!.phone}`}
              visibleFrom="sm"
            >
              {offices[0]!.phone}
            </Anchor>
            <HeaderAction />
            <Button component={Link} to={consultationLink.to} visibleFrom="sm" size="sm">
              {consultationLink.label}
            </Button>
            {/* Not Mantine's Burger: it puts a <div> inside the <button>, which HTML does not allow. */}
            <ActionIcon
              ref={burger}
              className={classes.burger}
              variant="subtle"
              color="dark"
              size="lg"
              disabled={!hydrated}
              onPointerEnter={preloadMobileMenu}
              onPointerDown={preloadMobileMenu}
              onTouchStart={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen((open) => !open);
              }}
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
    </>
  );
}

/** Both offices' numbers in a slim bar, each one tap to call. */
function CallBar({ offices, className }: { offices: BusinessFacts['offices']; className: string | undefined }) {
  return (
    <div className={`${classes.callBar} ${className}`}>
      <Container size="xl" className={classes.callBarInner}>
        {offices.map((office) => (
          <a
            key={office.id}
            href={office.phoneHref}
            className={classes.callBarLink}
            aria-label={`Call ${office.city}: ${office.phone}`}
          >
            <span className={classes.callBarCity}>{office.city}</span> {office.phone}
          </a>
        ))}
      </Container>
    </div>
  );
}

/** Three lines, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
