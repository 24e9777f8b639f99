import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine's provider as every Mantine component on the site needs it. It is not part of the first
 * download: MantineScope (mantine-scope.tsx) loads it for the pages and parts that use Mantine.
 * The theme's CSS variables are written once in the document's head (ThemeStyles), not here.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      {children}
    </MantineProvider>
  );
}
