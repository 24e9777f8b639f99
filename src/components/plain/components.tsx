import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import { rem, resolveStyleProps, spacing, type Size, type SpacingValue, type StyleProps } from './style-props';

/**
 * Mantine's layout and text components as plain elements carrying Mantine's own class names,
 * CSS variables and data attributes: the page looks exactly the same (Mantine's stylesheet does
 * the styling) but needs neither MantineProvider nor Mantine's runtime in the browser. Only the
 * props the public pages use are supported; plain.test.tsx checks the markup matches Mantine's.
 * Interactive parts (menus, modals, inputs) stay Mantine components (decision 042).
 */
type Vars = Record<string, string | undefined>;

/** Props every plain component takes: style props, `component`, and the usual HTML attributes. */
export type PlainProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'style'> & {
    component?: ElementType;
    style?: CSSProperties;
    ref?: Ref<HTMLElement>;
    children?: ReactNode;
    /** For `component={Link}`. */
    to?: string;
    params?: unknown;
    search?: unknown;
    hash?: string;
    activeOptions?: unknown;
    activeProps?: unknown;
    preload?: false | 'intent' | 'viewport' | 'render';
    href?: string;
    target?: string;
    rel?: string;
    type?: 'button' | 'submit' | 'reset';
    disabled?: boolean;
    [data: `data-${string}`]: string | number | boolean | undefined;
  };

/** Props `render` handles itself; the style props are resolved, the rest go on the element. */
const OWN_PROPS: ReadonlySet<string> = new Set(['component', 'className', 'style']);
/** `data-` names of the data attributes, built once each. */
const DATA_NAMES = new Map<string, string>();
/** Each component's class list when no class name is passed, cleaned once. */
const BARE_CLASSES = new Map<string, string>();

const cleanClasses = (classes: string) => classes.replace(/\s+/g, ' ').trim();

/**
 * One plain element: Mantine's classes, CSS variables and data attributes, then the caller's
 * props. Every plain element of a server render goes through here, so it builds the element's
 * props in one object, in the order of attributes Mantine writes, without intermediate copies.
 */
function render(
  defaultTag: ElementType,
  base: string,
  vars: Vars,
  data: Record<string, string | boolean | undefined>,
  props: PlainProps,
  children?: ReactNode,
) {
  const { component, className, style } = props;
  const attrs: Record<string, unknown> = {};
  for (const key in data) {
    const value = data[key];
    if (value === undefined || value === false) continue;
    let name = DATA_NAMES.get(key);
    if (name === undefined) DATA_NAMES.set(key, (name = `data-${key}`));
    attrs[name] = value === true ? 'true' : value;
  }
  const styles: Record<string, string> = {};
  for (const key in vars) if (vars[key] !== undefined) styles[key] = vars[key];
  const resolved = resolveStyleProps(props, attrs, styles, OWN_PROPS);
  if (style) Object.assign(styles, style);

  let classes: string;
  if (className) classes = cleanClasses(base.replace('{className}', className));
  else {
    let bare = BARE_CLASSES.get(base);
    if (bare === undefined) BARE_CLASSES.set(base, (bare = cleanClasses(base.replace('{className}', ''))));
    classes = bare;
  }
  if (resolved.className) classes = classes ? `${classes} ${resolved.className}` : resolved.className;
  attrs.className = classes;
  attrs.style = styles;
  if (children !== undefined && children !== null) attrs.children = children;
  const Tag = component ?? defaultTag;
  const element = <Tag {...attrs} />;
  if (!resolved.css) return element;
  const name = resolved.className!.split(' ').at(-1)!;
  return (
    <>
      <style href={name} precedence="mantine">
        {resolved.css}
      </style>
      {element}
    </>
  );
}

const SIZES = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const isSize = (value: unknown): value is Size => typeof value === 'string' && SIZES.has(value);

export function Box(props: PlainProps) {
  return render('div', '{className}', {}, {}, props);
}

export function Container({ size, fluid, ...props }: PlainProps & { size?: Size | number; fluid?: boolean }) {
  const vars = {
    '--container-size': fluid
      ? undefined
      : size === undefined
        ? undefined
        : isSize(size)
          ? `var(--container-size-${size})`
          : rem(size),
  };
  return render(
    'div',
    'm_7485cace mantine-Container-root {className}',
    vars,
    {
      size: typeof size === 'string' ? size : undefined,
      fluid,
      strategy: 'block',
    },
    props,
  );
}

type TextOwn = { size?: Size; span?: boolean; inherit?: boolean; inline?: boolean };
function textVars(size: Size | undefined): Vars {
  return size
    ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }
    : {};
}

export function Text({ size, span, inherit, inline, ...props }: PlainProps & TextOwn) {
  return render(
    span ? 'span' : 'p',
    'mantine-focus-auto {className} m_b6d8b162 mantine-Text-root',
    textVars(size),
    { size, inherit, inline },
    props,
  );
}

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export function Title({ order = 1, size, ...props }: PlainProps & { order?: 1 | 2 | 3 | 4 | 5 | 6; size?: Heading }) {
  const level = size ?? `h${order}`;
  const vars = {
    '--title-fw': `var(--mantine-${level}-font-weight)`,
    '--title-lh': `var(--mantine-${level}-line-height)`,
    '--title-fz': `var(--mantine-${level}-font-size)`,
  };
  return render(`h${order}`, '{className} m_8a5d1357 mantine-Title-root', vars, { size, order: String(order) }, props);
}

type FlexOwn = { gap?: SpacingValue; align?: CSSProperties['alignItems']; justify?: CSSProperties['justifyContent'] };

export function Stack({ gap = 'md', align = 'stretch', justify = 'flex-start', ...props }: PlainProps & FlexOwn) {
  const vars = { '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': justify };
  return render('div', '{className} m_6d731127 mantine-Stack-root', vars, {}, props);
}

export function Group({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  ...props
}: PlainProps & FlexOwn & { wrap?: CSSProperties['flexWrap'] }) {
  const vars = {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return render('div', '{className} m_4081bf90 mantine-Group-root', vars, {}, props);
}

export function Center({ inline, ...props }: PlainProps & { inline?: boolean }) {
  return render('div', '{className} m_4451eb3a mantine-Center-root', {}, { inline }, props);
}

export function Anchor({
  size,
  underline = 'hover',
  ...props
}: PlainProps & { size?: Size; underline?: 'always' | 'hover' | 'not-hover' | 'never' }) {
  return render(
    'a',
    'mantine-focus-auto m_849cf0da {className} m_b6d8b162 mantine-Text-root mantine-Anchor-root',
    textVars(size),
    { underline, size },
    props,
  );
}

export function Paper({
  radius,
  shadow,
  withBorder,
  ...props
}: PlainProps & { radius?: Size | number; shadow?: Size; withBorder?: boolean }) {
  const vars = {
    '--paper-radius': radius === undefined ? undefined : radiusValue(radius),
    '--paper-shadow': shadow ? `var(--mantine-shadow-${shadow})` : undefined,
  };
  return render('div', '{className} m_1b7284a3 mantine-Paper-root', vars, { 'with-border': withBorder }, props);
}

const radiusValue = (radius: Size | number) => (isSize(radius) ? `var(--mantine-radius-${radius})` : rem(radius));

export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'white' | 'default' | 'transparent';
const PRIMARY = 'brand';
const BORDER_TRANSPARENT = `${rem(1)} solid transparent`;

/** Background, hover, text colour and border of a variant, as Mantine's default colour resolver gives them. */
function variantVars(prefix: string, variant: ButtonVariant, color: string | undefined): Vars {
  const c = color ?? PRIMARY;
  const v = (name: string) => `var(--mantine-color-${c}-${name})`;
  // A colour with a shade ("bronze.8"): that shade, and the next darker one on hover.
  const shade = /^([a-z]+)\.(\d)$/.exec(c);
  if (shade && (variant === 'filled' || variant === 'white')) {
    const [, name, n] = shade;
    const at = (k: number) => `var(--mantine-color-${name}-${k})`;
    return variant === 'filled'
      ? {
          [`--${prefix}-bg`]: at(Number(n)),
          [`--${prefix}-hover`]: at(Number(n) === 9 ? 8 : Number(n) + 1),
          [`--${prefix}-color`]: 'var(--mantine-color-white)',
          [`--${prefix}-bd`]: BORDER_TRANSPARENT,
        }
      : {
          [`--${prefix}-bg`]: 'var(--mantine-color-white)',
          [`--${prefix}-hover`]: 'rgba(252, 252, 252, 1)',
          [`--${prefix}-color`]: at(Number(n)),
          [`--${prefix}-bd`]: BORDER_TRANSPARENT,
        };
  }
  // Mantine treats white and black as plain CSS colours, not palettes.
  if (variant === 'outline' && (c === 'white' || c === 'black'))
    return {
      [`--${prefix}-bg`]: 'transparent',
      [`--${prefix}-hover`]: 'rgba(0, 0, 0, 0.05)',
      [`--${prefix}-color`]: c,
      [`--${prefix}-bd`]: `${rem(1)} solid ${c}`,
    };
  switch (variant) {
    case 'filled':
      // The primary filled colours are the stylesheet's defaults; Mantine writes only the text colour.
      return c === PRIMARY
        ? {}
        : {
            [`--${prefix}-bg`]: v('filled'),
            [`--${prefix}-hover`]: v('filled-hover'),
            [`--${prefix}-color`]: 'var(--mantine-color-white)',
            [`--${prefix}-bd`]: BORDER_TRANSPARENT,
          };
    case 'light':
      return {
        [`--${prefix}-bg`]: v('light'),
        [`--${prefix}-hover`]: v('light-hover'),
        [`--${prefix}-color`]: v('light-color'),
        [`--${prefix}-bd`]: BORDER_TRANSPARENT,
      };
    case 'outline':
      return {
        [`--${prefix}-bg`]: 'transparent',
        [`--${prefix}-hover`]: v('outline-hover'),
        [`--${prefix}-color`]: v('outline'),
        [`--${prefix}-bd`]: `${rem(1)} solid ${v('outline')}`,
      };
    case 'subtle':
      return {
        [`--${prefix}-bg`]: 'transparent',
        [`--${prefix}-hover`]: v('light-hover'),
        [`--${prefix}-color`]: v('light-color'),
        [`--${prefix}-bd`]: BORDER_TRANSPARENT,
      };
    case 'white':
      return {
        [`--${prefix}-bg`]: 'var(--mantine-color-white)',
        [`--${prefix}-hover`]: 'rgba(252, 252, 252, 1)',
        [`--${prefix}-color`]: v('filled'),
        [`--${prefix}-bd`]: BORDER_TRANSPARENT,
      };
    case 'default':
      return {
        [`--${prefix}-bg`]: 'var(--mantine-color-default)',
        [`--${prefix}-hover`]: 'var(--mantine-color-default-hover)',
        [`--${prefix}-color`]: 'var(--mantine-color-default-color)',
        [`--${prefix}-bd`]: `${rem(1)} solid var(--mantine-color-default-border)`,
      };
    default:
      return {};
  }
}

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

export function List({
  spacing: gap,
  size,
  type = 'unordered',
  ...props
}: Omit<PlainProps, 'type'> & { spacing?: SpacingValue; size?: Size; type?: 'ordered' | 'unordered' }) {
  const vars = {
    '--list-fz': size ? `var(--mantine-font-size-${size})` : undefined,
    '--list-lh': size ? `var(--mantine-line-height-${size})` : undefined,
    '--list-spacing': gap === undefined ? undefined : spacing(gap),
  };
  return render(type === 'ordered' ? 'ol' : 'ul', '{className} m_abbac491 mantine-List-root', vars, {}, props);
}

function ListItem({ children, ...props }: PlainProps) {
  return render(
    'li',
    '{className} m_abb6bec2 mantine-List-item',
    {},
    {},
    props,
    <div className="m_75cd9f71 mantine-List-itemWrapper">
      <span className="mantine-List-itemLabel">{children}</span>
    </div>,
  );
}
List.Item = ListItem;

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
