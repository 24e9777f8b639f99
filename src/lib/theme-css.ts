import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  px,
  em,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Variables = Record<string, string>;

/** The variables of `value` that differ from Mantine's defaults (its stylesheet already has those). */
function changed(value: Variables, defaults: Variables): Variables {
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => defaults[key] !== v));
}

/**
 * The theme's CSS variables and Mantine's `hidden-from`/`visible-from` classes, as MantineProvider
 * would write them, but for the document's head: a `<style>` element in the body is not valid
 * HTML (decision record 014). Computed once per server process (entry-server.tsx); the browser
 * reads it back from the page instead of shipping Mantine's theme code (decision 042).
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables: ConvertCSSVariablesInput = {
    variables: changed({ ...base.variables, ...ours.variables }, defaults.variables),
    light: changed({ ...base.light, ...ours.light }, defaults.light),
    dark: changed({ ...base.dark, ...ours.dark }, defaults.dark),
  };
  const classes = Object.entries(merged.breakpoints)
    .map(([name, value]) => {
      const isPx = value.includes('px');
      const width = px(value) as number;
      const below = isPx ? `${width - 0.1}px` : em(width - 0.1);
      const from = isPx ? `${width}px` : em(width);
      return `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
  return `${convertCssVariables(variables, ':root')}${classes}`;
}
