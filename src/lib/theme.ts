import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

// A deep slate blue. Shade 7, the primary, gives 7.3:1 against white (WCAG AA needs 4.5:1);
// Mantine's default blue gives 3.55:1 and fails.
const brand: MantineColorsTuple = [
  '#eef3f8',
  '#dae4ef',
  '#b3c8de',
  '#8aabcc',
  '#6690bb',
  '#4d7eb0',
  '#3a6d9f',
  '#2b5a85',
  '#1f4a70',
  '#123a5c',
];

// A warm bronze used sparingly for accents; shade 8 on white is 5.6:1.
const bronze: MantineColorsTuple = [
  '#fbf4ea',
  '#f1e4cf',
  '#e3c79c',
  '#d5a866',
  '#c98f3b',
  '#c18023',
  '#a86d18',
  '#8f5c12',
  '#7a4e0e',
  '#613e09',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, bronze },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'Georgia, Cambria, "Times New Roman", Times, serif', fontWeight: '600' },
  defaultRadius: 'md',
  fontSizes: { md: '1.0625rem' },
  other: { contentWidth: 1200 },
  // A family who asked their phone for less motion gets dialogs and menus that appear without
  // sliding or fading (Mantine's transitions; the site's own CSS has its reduced-motion rules).
  respectReducedMotion: true,
  // Plain objects rather than Modal.extend(...): importing the components here would put the
  // modal, drawer and notification code in every page's first download.
  components: {
    // Mantine's icon-only close buttons have no accessible name by default.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // 44px close buttons: a target a finger finds (Mantine's default is 28px).
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close menu', size: 'xl' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } },
      // The default description grey is below AA contrast.
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  } satisfies Record<string, MantineThemeComponent>,
});

/** Dimmed text and placeholders darker than Mantine's defaults, which fail AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#555c63',
    '--mantine-color-placeholder': '#6a7178',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    // Field errors: Mantine's red-6 gives 3.3:1 on white; red-9 gives 5.9:1 (WCAG AA).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
