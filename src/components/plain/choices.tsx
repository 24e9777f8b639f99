import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { render, type PlainProps } from './render';
import { PRIMARY } from './variant-colors';

/**
 * The form family, choices: radios and ticks under one label, a switch, a choice of a few drawn
 * as Mantine's segmented control, and an alert (decision 235; fields.tsx has the fields).
 */

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'type'>;
type FieldOwn = {
  label?: ReactNode;
  description?: ReactNode;
  /** A message under the group, or `true` to mark it in error without one. */
  error?: ReactNode | boolean;
};

/** A group of radios or checkboxes under one label (Mantine's Radio.Group, Checkbox.Group). */
export function ChoiceGroup({
  kind,
  label,
  description,
  error,
  id: ownId,
  children,
}: FieldOwn & { kind: 'radio' | 'checkbox'; id?: string; children: ReactNode }) {
  const autoId = useId();
  const id = ownId ?? autoId;
  const name = kind === 'radio' ? 'RadioGroup' : 'CheckboxGroup';
  const message = error && error !== true ? error : null;
  const describedBy = [message && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ');
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${name}-root`}
      data-error={error ? 'true' : undefined}
      id={id}
    >
      {label && (
        <div className={`m_8fdc1311 mantine-InputWrapper-label mantine-${name}-label`} id={`${id}-label`}>
          {label}
        </div>
      )}
      {description && (
        <p
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${name}-description`}
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      <div
        role={kind === 'radio' ? 'radiogroup' : 'group'}
        aria-labelledby={label ? `${id}-label` : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </div>
      {message && (
        <p className={`m_8f816625 mantine-InputWrapper-error mantine-${name}-error`} id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

type CheckOwn = Omit<InputProps, 'children'> & { label: ReactNode; description?: ReactNode };

/** Mantine's Radio: a native radio drawn by Mantine's stylesheet, with its description under the label. */
export function Radio({ label, description, id: ownId, checked, ...input }: CheckOwn) {
  const autoId = useId();
  const id = ownId ?? autoId;
  return (
    <div
      style={{ '--radio-color': `var(--mantine-color-${PRIMARY}-filled)` } as CSSProperties}
      className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
      data-label-position="right"
      data-checked={(checked ?? input.defaultChecked) ? 'true' : undefined}
    >
      <div className="m_5f6e695e mantine-Radio-body">
        <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
            data-with-error-styles="true"
            id={id}
            type="radio"
            aria-describedby={description ? `${id}-description` : undefined}
            checked={checked}
            {...input}
          />
          <svg
            xmlns="http://www.w3.org/2000/svg"
            fill="none"
            viewBox="0 0 5 5"
            aria-hidden="true"
            className="m_f3ed6b2b mantine-Radio-icon"
          >
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Radio-labelWrapper">
          <label className="m_8ee546b8 mantine-Radio-label" htmlFor={id}>
            {label}
          </label>
          {description && (
            <p
              // As Mantine writes it inside a group (this page's radios always are).
              className="m_328f68c0 mantine-Radio-description m_fe47ce59 mantine-InputWrapper-description m_328f68c0 mantine-Radio-description"
              id={`${id}-description`}
            >
              {description}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Mantine's Checkbox (filled), with its description under the label. */
export function Checkbox({ label, description, id: ownId, checked, ...input }: CheckOwn) {
  const autoId = useId();
  const id = ownId ?? autoId;
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': `var(--mantine-color-${PRIMARY}-filled)`,
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked ? 'true' : undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
            id={id}
            aria-describedby={description ? `${id}-description` : undefined}
            type="checkbox"
            checked={checked}
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={id}>
            {label}
          </label>
          {description && (
            <p
              className="m_328f68c0 mantine-Checkbox-description m_fe47ce59 mantine-InputWrapper-description m_328f68c0 mantine-Checkbox-description"
              id={`${id}-description`}
            >
              {description}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Mantine's Switch: a native checkbox with the switch role. */
export function Switch({ label, description, id: ownId, checked, ...input }: CheckOwn) {
  const autoId = useId();
  const id = ownId ?? autoId;
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={checked ? 'true' : 'false'}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          data-checked={checked ? 'true' : 'false'}
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={description ? `${id}-description` : undefined}
          className="m_926b4011 mantine-Switch-input"
          checked={checked}
          {...input}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper">
          <span className="m_8ee546b8 mantine-Switch-label">{label}</span>
          {description && (
            <p
              className="m_328f68c0 mantine-Switch-description m_fe47ce59 mantine-InputWrapper-description"
              id={`${id}-description`}
            >
              {description}
            </p>
          )}
        </div>
      </label>
    </div>
  );
}

/**
 * A choice of a few as native radios, drawn as Mantine's SegmentedControl draws itself before its
 * moving indicator is measured: the chosen label carries the raised look.
 */
export function SegmentedRadios({
  name,
  value,
  data,
  onChange,
  size = 'sm',
  ...aria
}: {
  name: string;
  value: string;
  data: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  size?: 'xs' | 'sm' | 'md';
  'aria-label'?: string;
}) {
  return (
    <div
      style={
        {
          '--sc-shadow': 'var(--mantine-shadow-xs)',
          '--sc-padding': `var(--sc-padding-${size})`,
          '--sc-font-size': `var(--mantine-font-size-${size})`,
        } as CSSProperties
      }
      className="m_cf365364 mantine-SegmentedControl-root"
      data-size={size}
      data-with-items-borders="true"
      role="radiogroup"
      {...aria}
    >
      {data.map((item) => (
        <div
          key={item.value}
          className="m_69686b9b mantine-SegmentedControl-control"
          data-active={item.value === value ? 'true' : undefined}
        >
          <input
            className="m_1714d588 mantine-SegmentedControl-input"
            type="radio"
            id={`${name}-${item.value}`}
            data-focus-ring="auto"
            name={name}
            checked={item.value === value}
            value={item.value}
            onChange={() => onChange(item.value)}
          />
          <label
            className="m_1738fcb2 mantine-SegmentedControl-label"
            data-active={item.value === value ? 'true' : undefined}
            htmlFor={`${name}-${item.value}`}
          >
            <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
          </label>
        </div>
      ))}
    </div>
  );
}

/** Mantine's Alert (light), with its title; the message is the children. */
export function Alert({
  color = 'blue',
  title,
  children,
  id: ownId,
  ...props
}: PlainProps & { color?: string; title?: ReactNode }) {
  const autoId = useId();
  const id = ownId ?? autoId;
  return render(
    'div',
    '{className} m_66836ed3 mantine-Alert-root',
    {
      '--alert-bg': `var(--mantine-color-${color}-light)`,
      '--alert-color': `var(--mantine-color-${color}-light-color)`,
      '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    },
    {},
    {
      id,
      role: 'alert',
      'aria-describedby': `${id}-body`,
      'aria-labelledby': title ? `${id}-title` : undefined,
      ...props,
    },
    <div className="m_a5d60502 mantine-Alert-wrapper">
      <div className="m_667c2793 mantine-Alert-body">
        {title && (
          <div className="m_6a03f287 mantine-Alert-title">
            <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
              {title}
            </span>
          </div>
        )}
        <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message">
          {children}
        </div>
      </div>
    </div>,
  );
}
