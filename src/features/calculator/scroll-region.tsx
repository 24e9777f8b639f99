import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The region can take keyboard focus, so a
 * keyboard user can scroll it even when the table holds no links or buttons. It is the containing
 * block of what the table positions absolutely (a visually hidden column heading): otherwise that
 * sits outside the scrolling box and widens the whole page on a phone.
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', position: 'relative' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
