import { createContext, useContext, type ReactNode } from 'react';

/** Where the header shows its action: beside the phone number, or as a row of the phone menu. */
export interface HeaderActionProps {
  variant?: 'header' | 'menu';
  onNavigate?: () => void;
}

const HeaderActionContext = createContext<((props: HeaderActionProps) => ReactNode) | null>(null);

/**
 * The header knows no domain (components/ never import a feature): the route layer hands it the
 * link it shows beside the phone number (the basket link) through this provider.
 */
export const HeaderActionProvider = HeaderActionContext.Provider;

/** The action the route layer provided, or nothing. */
export function HeaderAction(props: HeaderActionProps) {
  const renderAction = useContext(HeaderActionContext);
  return renderAction ? renderAction(props) : null;
}
