import type { ReactNode } from 'react';
import { HeaderActionProvider, type HeaderActionProps } from '#src/components/layout/header-action';
import { BasketLink } from './basket-link';

const renderBasketLink = (props: HeaderActionProps) => <BasketLink {...props} />;

/**
 * The site header's action is the basket link; the header itself knows no feature. Provided by
 * the public site's layout and the 404 page (both code-split), not by the document, so the
 * basket's code is not part of every page's first download.
 */
export function WithBasketLink({ children }: { children: ReactNode }) {
  return <HeaderActionProvider value={renderBasketLink}>{children}</HeaderActionProvider>;
}
