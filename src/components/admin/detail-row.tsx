import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * One fact in a record's side panel: its label and its value, or nothing at all when there is no
 * value (an empty field is not shown as a blank). The screen gives the row's grid.
 */
export function DetailRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={className}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}
