import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Collapse, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useBusiness } from '#src/lib/business';
import { aboutLinks, aiToolsLink, consultationLink, primaryLinks, serviceLinks, type NavLink } from './site-nav';
import { HeaderAction } from './header-action';
import { SiteMantineProvider } from '#src/lib/site-mantine-provider';
import classes from './site-header.module.css';

/**
 * The phone and tablet menu: a full-width drawer with collapsible sections (loaded on demand by the
 * header), open when the menu opens, so every link of the header (/pricing included) is one tap
 * away. It brings its own Mantine provider: the header is plain and may be on a light page.
 */
export default function MobileMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <SiteMantineProvider>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="100%"
        title="Menu"
        hiddenFrom="lg"
        id="mobile-menu"
        classNames={{ title: classes.drawerTitle }}
      >
        <MobileMenu onNavigate={onClose} />
      </Drawer>
    </SiteMantineProvider>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const business = useBusiness();
  return (
    <Stack component="nav" aria-label="Mobile" gap={0}>
      <Link to="/" className={classes.mobileLink} onClick={onNavigate}>
        Home
      </Link>
      <MobileSection
        label="Services"
        links={[...serviceLinks, { label: 'All Services', to: '/services' }]}
        onNavigate={onNavigate}
      />
      <MobileSection label="About" links={aboutLinks} onNavigate={onNavigate} />
      {primaryLinks.map((link) =>
        'links' in link ? (
          <MobileSection key={link.label} label={link.label} links={link.links} onNavigate={onNavigate} />
        ) : (
          <Link key={link.to} to={link.to} className={classes.mobileLink} onClick={onNavigate}>
            {link.label}
          </Link>
        ),
      )}
      <Link to={aiToolsLink.to} className={classes.mobileLink} onClick={onNavigate}>
        {aiToolsLink.label}
      </Link>
      <HeaderAction variant="menu" onNavigate={onNavigate} />
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
  // Open to start with: a closed group hid its links (/pricing among them) behind a second tap.
  const [open, setOpen] = useState(true);
  const id = `mobile-${label.toLowerCase()}`;
  return (
    <>
      <UnstyledButton
        className={classes.mobileLink}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
      >
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
