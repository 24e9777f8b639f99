import classes from './lead-forms.module.css';

/**
 * The field people never see. Robots that fill every input fill this one too, and the server
 * quietly drops what they send. Hidden from assistive technology and out of the tab order. In a
 * module of its own, free of Mantine, for a light page's form (decision 238).
 */
export function Honeypot() {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
