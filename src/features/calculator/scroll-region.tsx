import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The region can take keyboard focus, so a
 * keyboard user can scroll it even when the table holds no links or buttons.
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
