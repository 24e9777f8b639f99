import { Link } from '@tanstack/react-router';
import { BasketIcon } from './basket-icon';
import { useBasket } from './use-basket';
import classes from './basket.module.css';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The header's link to /basket. The count badge shows only above zero and is positioned over
 * the icon, so it never moves anything when it appears after the basket loads.
 */
export function BasketLink({
  variant = 'header',
  onNavigate,
}: {
  variant?: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const { count } = useBasket();
  if (variant === 'menu') {
    return (
      <Link to="/basket" className={classes.menuLink} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
        <BasketIcon size={22} />
        <span>Basket</span>
        {count > 0 && <span className={classes.menuCount}>{itemsLabel(count)}</span>}
      </Link>
    );
  }
  // The name is read from the content ("Basket" or "Basket 2 items"), so it always contains what
  // is visible (WCAG 2.5.3); on phones the word is visually hidden but still announced.
  return (
    <Link to="/basket" className={classes.headerLink} activeProps={{ 'aria-current': 'page' }}>
      <BasketIcon />
      <span className={classes.headerLabel}>Basket</span>
      {count > 0 && (
        <span className={classes.badge} data-testid="basket-count">
          <span className={classes.srOnly}>&nbsp;</span>
          {count > 99 ? '99+' : count}
          <span className={classes.srOnly}>&nbsp;{count === 1 ? 'item' : 'items'}</span>
        </span>
      )}
    </Link>
  );
}
