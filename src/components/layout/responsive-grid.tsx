import type { CSSProperties, ReactNode, Ref } from 'react';
import { Box, rem, type PlainProps } from '#src/components/plain';
import classes from './responsive-grid.module.css';

/**
 * SimpleGrid and Grid as the public pages use them, without the `<style>` element Mantine's own
 * grids write beside themselves (not valid HTML in the body; decision record 014): the values
 * of each breakpoint go into custom properties and responsive-grid.module.css applies them.
 */
type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

const spacing = (value: Spacing) => (typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`);

function responsiveVars<T>(
  name: string,
  value: Responsive<T> | undefined,
  format: (v: T) => string,
): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) return { [`--rg-${name}-base`]: format(value as T) };
  return Object.fromEntries(
    Object.entries(value as Partial<Record<Breakpoint, T>>)
      .filter(([, v]) => v !== undefined)
      .map(([breakpoint, v]) => [`--rg-${name}-${breakpoint}`, format(v as T)]),
  );
}

// Box is polymorphic; these grids pass `component` straight through, so it is typed loosely here.
const AnyBox = Box as unknown as (props: Record<string, unknown>) => ReactNode;

type BaseProps = Omit<PlainProps, 'style' | 'component' | 'ref' | 'role' | 'id'> & {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  // Polymorphic like Mantine's: <SimpleGrid component="ul">.
  component?: 'div' | 'ul' | 'ol' | 'section' | 'dl';
  ref?: Ref<HTMLDivElement>;
  role?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
};

export function SimpleGrid({
  cols = 1,
  spacing: gap = 'md',
  verticalSpacing,
  className,
  style,
  ...rest
}: BaseProps & { cols?: Responsive<number>; spacing?: Responsive<Spacing>; verticalSpacing?: Responsive<Spacing> }) {
  const vars = {
    ...responsiveVars('cols', cols, String),
    ...responsiveVars('gx', gap, spacing),
    ...responsiveVars('gy', verticalSpacing, spacing),
  };
  return (
    <AnyBox
      {...rest}
      className={className ? `${classes.simple} ${className}` : classes.simple}
      style={{ ...vars, ...style }}
    />
  );
}

export function Grid({
  gap = 'md',
  align,
  className,
  style,
  ...rest
}: BaseProps & { gap?: Responsive<Spacing>; align?: CSSProperties['alignItems'] }) {
  const vars = { ...responsiveVars('gap', gap, spacing), ...(align ? { '--rg-align': align } : {}) };
  return (
    <AnyBox
      {...rest}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...vars, ...style }}
    />
  );
}

function GridCol({ span = 12, className, style, ...rest }: BaseProps & { span?: Responsive<number> }) {
  return (
    <AnyBox
      {...rest}
      className={className ? `${classes.col} ${className}` : classes.col}
      style={{ ...responsiveVars('span', span, String), ...style }}
    />
  );
}
Grid.Col = GridCol;
