import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import { rem, resolveStyleProps, type Size, type StyleProps } from './style-props';

/**
 * Mantine's layout and text components as plain elements carrying Mantine's own class names,
 * CSS variables and data attributes: the page looks exactly the same (Mantine's stylesheet does
 * the styling) but needs neither MantineProvider nor Mantine's runtime in the browser. Only the
 * props the public pages use are supported; plain.test.tsx checks the markup matches Mantine's.
 * Interactive parts (menus, modals, inputs) stay Mantine components (decision 042).
 * This file is the machinery every family shares (layout, typography, buttons, status).
 */

/** A component's CSS variables; an undefined one is not written. */
export type Vars = Record<string, string | undefined>;

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
    /** A submit button's name and value, sent with its form. */
    name?: string;
    value?: string | number;
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
export function render(
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
export const isSize = (value: unknown): value is Size => typeof value === 'string' && SIZES.has(value);

export const radiusValue = (radius: Size | number) =>
  isSize(radius) ? `var(--mantine-radius-${radius})` : rem(radius);
