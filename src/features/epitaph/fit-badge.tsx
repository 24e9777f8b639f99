import classes from './epitaph.module.css';

/** Whether the words fit the stone, in words and a mark. */
export function FitBadge({ fits }: { fits: boolean }) {
  return fits ? (
    <span className={`${classes.fit} ${classes.fits}`}>✓ Fits the stone</span>
  ) : (
    <span className={`${classes.fit} ${classes.unfit}`}>✗ Needs a change</span>
  );
}
