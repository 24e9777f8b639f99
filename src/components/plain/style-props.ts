import type { CSSProperties } from 'react';

/**
 * Mantine's style props (`mt`, `py`, `c`, `fw`…) turned into the same inline styles Mantine writes,
 * without Mantine's provider or runtime. Responsive values (`py={{ base: 32, md: 56 }}`) become a
 * class and one hoisted `<style>` (React 19 puts it in the head once), as Mantine does.
 */
export type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type SpacingValue = Size | number | 'auto' | (string & {});

export interface StyleProps {
  m?: Responsive<SpacingValue>;
  mt?: Responsive<SpacingValue>;
  mb?: Responsive<SpacingValue>;
  ml?: Responsive<SpacingValue>;
  mr?: Responsive<SpacingValue>;
  mx?: Responsive<SpacingValue>;
  my?: Responsive<SpacingValue>;
  p?: Responsive<SpacingValue>;
  pt?: Responsive<SpacingValue>;
  pb?: Responsive<SpacingValue>;
  pl?: Responsive<SpacingValue>;
  pr?: Responsive<SpacingValue>;
  px?: Responsive<SpacingValue>;
  py?: Responsive<SpacingValue>;
  /** `dimmed`, `white`, `black`, `brand.7`, or any CSS colour. */
  c?: string;
  bg?: string;
  fw?: number | CSSProperties['fontWeight'];
  fz?: Responsive<Size | `h${1 | 2 | 3 | 4 | 5 | 6}` | number | (string & {})>;
  lh?: Size | number | (string & {});
  ta?: CSSProperties['textAlign'];
  tt?: CSSProperties['textTransform'];
  fs?: CSSProperties['fontStyle'];
  td?: CSSProperties['textDecoration'];
  maw?: Responsive<number | (string & {})>;
  miw?: number | (string & {});
  mih?: number | (string & {});
  mah?: number | (string & {});
  w?: Responsive<number | (string & {})>;
  h?: number | (string & {});
  display?: Responsive<CSSProperties['display']>;
  pos?: CSSProperties['position'];
  hiddenFrom?: Exclude<Size, 'base'>;
  visibleFrom?: Exclude<Size, 'base'>;
}

const SIZES = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
/** Mantine's breakpoints (em), the theme's defaults. */
const BREAKPOINTS: Record<Exclude<Breakpoint, 'base'>, string> = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '88em',
};

/** `rem(32)` as Mantine writes it: scaled by `--mantine-scale`. */
export function rem(value: number | string): string {
  if (typeof value === 'string') return value;
  if (value === 0) return '0rem';
  return `calc(${value / 16}rem * var(--mantine-scale))`;
}

export const spacing = (value: SpacingValue): string =>
  typeof value === 'number' ? rem(value) : SIZES.has(value) ? `var(--mantine-spacing-${value})` : value;

const size = (value: number | string): string => (typeof value === 'number' ? rem(value) : value);

const fontSize = (value: string | number): string =>
  typeof value === 'number'
    ? rem(value)
    : SIZES.has(value)
      ? `var(--mantine-font-size-${value})`
      : /^h[1-6]$/.test(value)
        ? `var(--mantine-${value}-font-size)`
        : value;

const lineHeight = (value: string | number): string =>
  typeof value === 'number' ? String(value) : SIZES.has(value) ? `var(--mantine-line-height-${value})` : value;

/** `dimmed`, `white`, `brand.7`, `brand` (the filled shade), or a CSS colour as it is. */
export function color(value: string): string {
  if (value === 'dimmed') return 'var(--mantine-color-dimmed)';
  if (value === 'white' || value === 'black') return `var(--mantine-color-${value})`;
  const shade = /^([a-z]+)\.(\d)$/.exec(value);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  if (/^[a-z]+$/.test(value) && !['transparent', 'inherit', 'currentColor'].includes(value))
    return `var(--mantine-color-${value}-filled)`;
  return value;
}

type Resolver = [css: string, format: (value: never) => string];
const RESOLVERS: Record<keyof Omit<StyleProps, 'hiddenFrom' | 'visibleFrom'>, Resolver> = {
  m: ['margin', spacing],
  mt: ['margin-top', spacing],
  mb: ['margin-bottom', spacing],
  ml: ['margin-left', spacing],
  mr: ['margin-right', spacing],
  mx: ['margin-inline', spacing],
  my: ['margin-block', spacing],
  p: ['padding', spacing],
  pt: ['padding-top', spacing],
  pb: ['padding-bottom', spacing],
  pl: ['padding-left', spacing],
  pr: ['padding-right', spacing],
  px: ['padding-inline', spacing],
  py: ['padding-block', spacing],
  c: ['color', color],
  bg: ['background', color],
  fw: ['font-weight', String],
  fz: ['font-size', fontSize],
  lh: ['line-height', lineHeight],
  ta: ['text-align', String],
  tt: ['text-transform', String],
  fs: ['font-style', String],
  td: ['text-decoration', String],
  maw: ['max-width', size],
  miw: ['min-width', size],
  mih: ['min-height', size],
  mah: ['max-height', size],
  w: ['width', size],
  h: ['height', size],
  display: ['display', String],
  pos: ['position', String],
};

const camel = (css: string) => css.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Each style prop's CSS property, its name in a React style object, and its value's format. */
const STYLE_PROPS = new Map<string, [css: string, styleKey: string, format: (value: never) => string]>(
  Object.entries(RESOLVERS).map(([key, [css, format]]) => [key, [css, camel(css), format]]),
);

/** A short stable hash of a string (FNV-1a), for the responsive classes' names. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export interface ResolvedStyle {
  style: Record<string, string>;
  className: string | undefined;
  /** Media-query CSS for responsive values; render it with `<ResponsiveStyle>`. */
  css: string | undefined;
  rest: Record<string, unknown>;
}

const RESPONSIVE_ORDER = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * Splits style props out of `props` and resolves them the way Mantine does. Runs for every plain
 * element of every server render, so it walks the props once and allocates little: other props
 * go to `rest` and inline styles to `style` (both may be passed in, to be filled in place), and
 * the props named in `skip` go nowhere.
 */
export function resolveStyleProps<P extends object>(
  props: P,
  rest: Record<string, unknown> = {},
  style: Record<string, string> = {},
  skip?: ReadonlySet<string>,
): ResolvedStyle {
  let classes: string | undefined;
  let rules: Partial<Record<Breakpoint, string>> | undefined;
  const values = props as Record<string, unknown>;
  for (const key in values) {
    const value = values[key];
    const resolver = STYLE_PROPS.get(key);
    if (resolver === undefined) {
      if (key === 'hiddenFrom' || key === 'visibleFrom') {
        if (value === undefined || value === null) continue;
        const name = `mantine-${key === 'hiddenFrom' ? 'hidden' : 'visible'}-from-${String(value)}`;
        classes = classes ? `${classes} ${name}` : name;
      } else if (!skip?.has(key)) rest[key] = value;
      continue;
    }
    if (value === undefined || value === null) continue;
    const [css, styleKey, format] = resolver;
    if (typeof value === 'object') {
      rules ??= {};
      for (const breakpoint in value) {
        const v = (value as Record<string, never>)[breakpoint];
        if (v === undefined) continue;
        rules[breakpoint as Breakpoint] = `${rules[breakpoint as Breakpoint] ?? ''}${css}:${format(v)};`;
      }
    } else {
      style[styleKey] = format(value as never);
    }
  }
  let css: string | undefined;
  if (rules) {
    const body = RESPONSIVE_ORDER.filter((b) => rules[b]).map((b) => [b, rules[b]!] as const);
    const name = `plain-${hash(body.map(([b, r]) => b + r).join('|'))}`;
    css = body
      .map(([b, r]) => (b === 'base' ? `.${name}{${r}}` : `@media(min-width: ${BREAKPOINTS[b]}){.${name}{${r}}}`))
      .join('');
    classes = classes ? `${classes} ${name}` : name;
  }
  return { style, className: classes, css, rest };
}
