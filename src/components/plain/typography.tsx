import { spacing, type Size, type SpacingValue } from './style-props';
import { render, type PlainProps, type Vars } from './render';

/** The text family: paragraphs and spans, headings, links, and lists. */
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

export function Anchor({
  size,
  underline = 'hover',
  inherit,
  ...props
}: PlainProps & { size?: Size; underline?: 'always' | 'hover' | 'not-hover' | 'never'; inherit?: boolean }) {
  return render(
    'a',
    'mantine-focus-auto m_849cf0da {className} m_b6d8b162 mantine-Text-root mantine-Anchor-root',
    textVars(size),
    { underline, size, inherit },
    props,
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
