import { useRouteContext } from '@tanstack/react-router';

/** The `<style>` id the server writes the theme's CSS variables under; the browser reads it back. */
export const THEME_STYLE_ATTRIBUTE = 'data-mantine-styles';

/** Goes inside `<head>`: the theme's CSS variables (theme-css.ts); MantineProvider is told not to write them. */
export function ThemeStyles() {
  const css = useRouteContext({ from: '__root__', select: (context) => context.themeCss }) ?? '';
  return <style {...{ [THEME_STYLE_ATTRIBUTE]: 'theme' }} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** In the browser: the CSS the server wrote, so hydration renders the same text. */
export function readThemeCss(): string {
  return document.querySelector(`style[${THEME_STYLE_ATTRIBUTE}="theme"]`)?.innerHTML ?? '';
}
