import type { ReactNode } from 'react';
import classes from './status-pill.module.css';

export type PillTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A small status label with colours that pass WCAG AA contrast (Mantine's light badges do not). */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}
