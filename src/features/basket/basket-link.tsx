import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryKit } from '#src/lib/query-kit-store';
import { BasketIcon } from './basket-icon';
import { useBasketSessionId } from './basket-session';
import classes from './basket.module.css';

// The count's code (React Query's basket query) loads only for a browser that has a basket.
const BasketCount = lazy(() => import('./basket-count'));

/**
 * The header's link to /basket. The count badge shows only above zero and is positioned over
 * the icon, so it never moves anything when it appears after the basket loads. It is read only
 * when this browser has a basket id, through React Query, which then loads (decision 043).
 */
export function BasketLink({
  variant = 'header',
  onNavigate,
}: {
  variant?: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const hasBasket = useBasketSessionId() !== null;
  const kit = useQueryKit(hasBasket);
  const count =
    hasBasket && kit ? (
      <Suspense fallback={null}>
        <BasketCount variant={variant} />
      </Suspense>
    ) : null;
  if (variant === 'menu') {
    return (
      <Link to="/basket" className={classes.menuLink} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
        <BasketIcon size={22} />
        <span>Basket</span>
        {count}
      </Link>
    );
  }
  // The name is read from the content ("Basket" or "Basket 2 items"), so it always contains what
  // is visible (WCAG 2.5.3); on phones the word is visually hidden but still announced.
  return (
    <Link to="/basket" className={classes.headerLink} activeProps={{ 'aria-current': 'page' }}>
      <BasketIcon />
      <span className={classes.headerLabel}>Basket</span>
      {count}
    </Link>
  );
}
