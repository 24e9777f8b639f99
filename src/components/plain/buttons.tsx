import type { CSSProperties, ReactNode } from 'react';
import type { Size } from './style-props';
import { radiusValue, render, type PlainProps, type Vars } from './render';
import { PRIMARY, variantVars, type ButtonVariant } from './variant-colors';

/** The button family: buttons, unstyled buttons and icon buttons. */
type ButtonOwn = {
  variant?: ButtonVariant;
  color?: string;
  size?: Size | `compact-${Size}`;
  /** Busy: Mantine's loader over the label, and the button disabled meanwhile. */
  loading?: boolean;
  radius?: Size | number;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

/** Mantine's loader inside a busy button, as its transition leaves it once shown. */
const LOADER_STYLE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};

export function Button({
  variant = 'filled',
  color,
  size,
  radius,
  fullWidth,
  leftSection,
  rightSection,
  loading,
  children,
  ...props
}: PlainProps & ButtonOwn) {
  const sizeVars: Vars = size
    ? {
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
      }
    : {};
  if (loading) props = { ...props, disabled: true };
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
      disabled: props.disabled && !loading,
      loading,
      'with-left-section': leftSection ? true : undefined,
      'with-right-section': rightSection ? true : undefined,
    },
    { ...(isButton ? { type: 'button' as const } : {}), ...props },
    <>
      {loading && (
        <span style={LOADER_STYLE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as CSSProperties
            }
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading ? 'true' : undefined}>
          {children}
        </span>
        {rightSection && (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </>,
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
