import { useBasket } from './use-basket';
import classes from './basket.module.css';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The number of items, once the basket has loaded; nothing at zero. */
export default function BasketCount({ variant }: { variant: 'header' | 'menu' }) {
  const { count } = useBasket();
  if (count === 0) return null;
  if (variant === 'menu') return <span className={classes.menuCount}>{itemsLabel(count)}</span>;
  return (
    <span className={classes.badge} data-testid="basket-count">
      <span className={classes.srOnly}>&nbsp;</span>
      {count > 99 ? '99+' : count}
      <span className={classes.srOnly}>&nbsp;{count === 1 ? 'item' : 'items'}</span>
    </span>
  );
}
