import type { ReactNode } from 'react';
import type { Size } from './style-props';
import { radiusValue, render, type PlainProps, type Vars } from './render';
import { PRIMARY, variantVars, type ButtonVariant } from './variant-colors';

/** The button family: buttons, unstyled buttons and icon buttons. */
type ButtonOwn = {
  variant?: ButtonVariant;
  color?: string;
  size?: Size;
  radius?: Size | number;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

export function Button({
  variant = 'filled',
  color,
  size,
  radius,
  fullWidth,
  leftSection,
  rightSection,
  children,
  ...props
}: PlainProps & ButtonOwn) {
  const sizeVars: Vars = size
    ? {
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size})`,
      }
    : {};
  const colors = variantVars('button', variant, color);
  // For the primary filled button Mantine writes only the text colour.
  if (variant === 'filled' && (color ?? PRIMARY) === PRIMARY) colors['--button-color'] = 'var(--mantine-color-white)';
  const vars = { ...sizeVars, '--button-radius': radius === undefined ? undefined : radiusValue(radius), ...colors };
  const isButton = (props.component ?? 'button') === 'button';
  return render(
    'button',
    // As Mantine's: a disabled button has no pressed effect.
    `mantine-focus-auto${props.disabled ? '' : ' mantine-active'} {className} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    vars,
    {
      variant: variant === 'filled' ? undefined : variant,
      size,
      block: fullWidth,
      disabled: props.disabled,
      'with-left-section': leftSection ? true : undefined,
      'with-right-section': rightSection ? true : undefined,
    },
    { ...(isButton ? { type: 'button' as const } : {}), ...props },
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection && (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
      {rightSection && (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          {rightSection}
        </span>
      )}
    </span>,
  );
}

export function UnstyledButton(props: PlainProps) {
  const isButton = (props.component ?? 'button') === 'button';
  return render(
    'button',
    'mantine-focus-auto {className} m_87cf2631 mantine-UnstyledButton-root',
    {},
    {},
    {
      ...(isButton ? { type: 'button' as const } : {}),
      ...props,
    },
  );
}

export function ActionIcon({
  variant = 'filled',
  color,
  size,
  children,
  ...props
}: PlainProps & { variant?: ButtonVariant; color?: string; size?: Size }) {
  const vars = { '--ai-size': size ? `var(--ai-size-${size})` : undefined, ...variantVars('ai', variant, color) };
  return render(
    'button',
    `mantine-focus-auto${props.disabled ? '' : ' mantine-active'} {className} m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root`,
    vars,
    { variant: variant === 'filled' ? undefined : variant, size, disabled: props.disabled },
    { type: 'button', ...props },
    <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>,
  );
}
