import type { ReactNode } from 'react';
import { rem, type Size } from './style-props';
import { radiusValue, render, type PlainProps, type Vars } from './render';
import { variantVars, type ButtonVariant } from './variant-colors';

/** Small marks and waiting states: a badge, a skeleton while content loads, a loader. */
export function Badge({
  variant = 'filled',
  color,
  size,
  radius,
  children,
  ...props
}: PlainProps & { variant?: ButtonVariant; color?: string; size?: Size; radius?: Size | number }) {
  const vars: Vars = {
    '--badge-radius': radius === undefined ? undefined : radiusValue(radius),
    ...(size ? { '--badge-height': `var(--badge-height-${size})`, '--badge-fz': `var(--badge-fz-${size})` } : {}),
    ...variantVars('badge', variant, color),
  };
  delete vars['--badge-hover'];
  return render(
    'div',
    '{className} m_347db0ec mantine-Badge-root',
    vars,
    { variant: variant === 'filled' ? undefined : variant, size },
    props,
    <span className="m_5add502a mantine-Badge-label">{children}</span>,
  );
}

export function Skeleton({
  height,
  width,
  radius,
  circle,
  ...props
}: PlainProps & { height?: number | string; width?: number | string; radius?: Size | number; circle?: boolean }) {
  const vars = {
    '--skeleton-height': height === undefined ? undefined : rem(height),
    '--skeleton-width': circle ? rem(height ?? 0) : width === undefined ? undefined : rem(width),
    '--skeleton-radius': circle ? '1000px' : radius === undefined ? undefined : radiusValue(radius),
  };
  return render('div', '{className} m_18320242 mantine-Skeleton-root', vars, { visible: true, animate: true }, props);
}

export function Loader({ size, color, ...props }: PlainProps & { size?: Size; color?: string }) {
  const vars = {
    '--loader-size': size ? `var(--loader-size-${size})` : undefined,
    '--loader-color': color ? `var(--mantine-color-${color}-filled)` : undefined,
  };
  return render('span', '{className} m_b34414df m_5ae2e3c mantine-Loader-root', vars, { size }, props);
}

/** Words for screen readers only, as Mantine's VisuallyHidden writes them. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
