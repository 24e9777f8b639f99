import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { UnstyledButton } from '#src/components/plain';
import type { NavLink } from './site-nav';
import classes from './site-header.module.css';

/**
 * A disclosure menu (WAI-ARIA "disclosure navigation"): a button that shows a list of links,
 * opened by click, Enter/Space or hover, closed by Escape, a click outside or leaving focus.
 *
 * A mouse that reaches the button has already opened the list by hovering, so the click that
 * follows keeps it open (a toggle would close what the person just saw appear); a second click
 * closes it. A mouse already resting on it when the page becomes interactive opens it too. Keyboard and touch users get a plain toggle.
 */
export function NavDropdown({ label, links }: { label: string; links: NavLink[] }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const id = useId();
  const active = links.some((link) => pathname === link.to);
  const root = useRef<HTMLDivElement>(null);
  // A mouse that came to rest on the menu while the page was still loading sent its hover before
  // this component could hear it: open now, as if it had just arrived.
  useEffect(() => {
    if (root.current?.matches(':hover')) {
      openedByHover.current = true;
      setOpen(true);
    }
  }, []);
  return (
    <div
      ref={root}
      className={classes.dropdown}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
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
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((o) => !o);
          }
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </UnstyledButton>
      <ul id={id} className={classes.dropdownList} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={classes.dropdownLink}
              onClick={() => setOpen(false)}
              activeProps={{ 'aria-current': 'page' }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
