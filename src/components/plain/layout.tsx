import { Children, isValidElement, type CSSProperties } from 'react';
import { rem, spacing, type Size, type SpacingValue } from './style-props';
import { isSize, radiusValue, render, type PlainProps } from './render';

/** The layout family: a box, the page's container, stacks and groups, centring, and a paper panel. */
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
  grow,
  ...props
}: PlainProps &
  FlexOwn & {
    wrap?: CSSProperties['flexWrap'];
    /** Mantine's `grow`: the children share the row, each at most an equal part of it. */
    grow?: boolean;
  }) {
  const count = grow ? Children.toArray(props.children).filter(isValidElement).length : 0;
  const vars = {
    '--group-child-width':
      grow && count > 0 ? `calc(${100 / count}% - (${spacing(gap)} - ${spacing(gap)} / ${count}))` : undefined,
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return render('div', '{className} m_4081bf90 mantine-Group-root', vars, { grow }, props);
}

export function Center({ inline, ...props }: PlainProps & { inline?: boolean }) {
  return render('div', '{className} m_4451eb3a mantine-Center-root', {}, { inline }, props);
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
