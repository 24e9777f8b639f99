import { rem } from './style-props';
import type { Vars } from './render';

export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'white' | 'default' | 'transparent';
export const PRIMARY = 'brand';
const BORDER_TRANSPARENT = `${rem(1)} solid transparent`;

/** Background, hover, text colour and border of a variant, as Mantine's default colour resolver gives them. */
export function variantVars(prefix: string, variant: ButtonVariant, color: string | undefined): Vars {
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
