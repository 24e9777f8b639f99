import { useId, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Anchor, Box, Burger, Button, Collapse, Container, Drawer, Group, Stack, UnstyledButton, Text } from '@mantine/core';
import { business, primaryOffice } from '../../../content/business';
import { aboutLinks, consultationLink, primaryLinks, serviceLinks, type NavLink } from './site-nav';
import { Logo } from './logo';
import { BasketLink } from '../../features/basket/basket-link';
import classes from './site-header.module.css';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

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
          <BasketLink />
          <Button component={Link} to={consultationLink.to} visibleFrom="sm" size="sm">
            {consultationLink.label}
          </Button>
          <Burger
            opened={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            hiddenFrom="lg"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      <Drawer
        opened={menuOpen}
        onClose={close}
        position="right"
        size="100%"
        title="Menu"
        hiddenFrom="lg"
        id="mobile-menu"
        classNames={{ title: classes.drawerTitle }}
      >
        <MobileMenu onNavigate={close} />
      </Drawer>
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

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack component="nav" aria-label="Mobile" gap={0}>
      <Link to="/" className={classes.mobileLink} onClick={onNavigate}>
        Home
      </Link>
      <MobileSection label="Services" links={[...serviceLinks, { label: 'All Services', to: '/services' }]} onNavigate={onNavigate} />
      <MobileSection label="About" links={aboutLinks} onNavigate={onNavigate} />
      {primaryLinks.map((link) => (
        <Link key={link.to} to={link.to} className={classes.mobileLink} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
      <BasketLink variant="menu" onNavigate={onNavigate} />
      <Stack gap="sm" mt="lg">
        {business.offices.map((office) => (
          <Button key={office.id} component="a" href={office.phoneHref} variant="light" size="md">
            Call {office.city}: {office.phone}
          </Button>
        ))}
        <Button component={Link} to={consultationLink.to} size="md" onClick={onNavigate}>
          Schedule a {consultationLink.label}
        </Button>
      </Stack>
    </Stack>
  );
}

function MobileSection({ label, links, onNavigate }: { label: string; links: NavLink[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = `mobile-${label.toLowerCase()}`;
  return (
    <>
      <UnstyledButton className={classes.mobileLink} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id}>
        <Group justify="space-between">
          <Text inherit>{label}</Text>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={id}>
        <Stack gap={0} pl="md">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={classes.mobileSubLink} onClick={onNavigate}>
              {link.label}
            </Link>
          ))}
        </Stack>
      </Collapse>
    </>
  );
}
