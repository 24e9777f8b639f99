import type { ReactNode } from 'react';
import { Box } from '#src/components/plain';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** Header, main landmark and footer around every public page. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}
