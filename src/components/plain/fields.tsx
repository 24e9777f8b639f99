import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { render, type PlainProps } from './render';
import type { StyleProps } from './style-props';

/**
 * The form family, fields: text and number fields with their label, description and error
 * (choices.tsx has the radios, ticks, switch and alert). Native controls carrying Mantine's
 * classes (decision 235): a plain GET form sends them as they are, and the page needs none of
 * Mantine's runtime. Values are the caller's (controlled inputs).
 */

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size'>;
type FieldOwn = {
  label?: ReactNode;
  description?: ReactNode;
  /** A message beside the field, or `true` to mark it in error without one. */
  error?: ReactNode | boolean;
  /** Mantine's size: `sm` (its default) or `md` (a form of one or two fields, as the proof page's). */
  size?: 'sm' | 'md';
};

const fieldSize = (size: 'sm' | 'md') => `var(--mantine-font-size-${size})`;
const smaller = (size: 'sm' | 'md') => `calc(${fieldSize(size)} - calc(0.125rem * var(--mantine-scale)))`;

const CHEVRON =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

function Chevron({ up }: { up?: boolean }) {
  return (
    <svg
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        ...(up ? { transform: 'rotate(180deg)' } : {}),
      }}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

/**
 * A field as Mantine's TextInput or NumberInput writes it: label, description, the input, error.
 * `kind="number"` adds Mantine's step arrows (they add or take `step`, through `onStep`).
 */
function Field({
  kind,
  label,
  description,
  error,
  id: ownId,
  onStep,
  rootProps,
  size = 'sm',
  ...input
}: InputProps &
  FieldOwn & {
    kind: 'TextInput' | 'NumberInput';
    onStep?: (direction: 1 | -1) => void;
    rootProps?: StyleProps;
  }) {
  const autoId = useId();
  const id = ownId ?? autoId;
  const number = kind === 'NumberInput';
  const message = error !== undefined && error !== null && error !== false && error !== true ? error : null;
  const errorId = message ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = errorId || descriptionId ? `${errorId ?? ''} ${descriptionId ?? ''}`.trim() : undefined;
  const inError = !!error;
  return render(
    'div',
    `${number ? 'm_e2f5cd4e ' : ''}m_46b77525 mantine-InputWrapper-root mantine-${kind}-root {className}`,
    {},
    { size, error: inError },
    (rootProps ?? {}) as PlainProps,
    <>
      {label && (
        <label
          style={{ '--input-label-size': fieldSize(size) } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size={size}
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
      )}
      {description && (
        <p
          style={{ '--input-description-size': smaller(size) } as CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size={size}
          id={descriptionId}
        >
          {description}
        </p>
      )}
      <div
        style={
          {
            ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            ...(message ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': fieldSize(size),
            ...(number ? { '--input-right-section-width': `var(--ni-right-section-width-${size})` } : {}),
          } as CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={inError ? 'true' : undefined}
        data-with-right-section={number ? 'true' : undefined}
      >
        <input
          className={`m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`}
          data-variant="default"
          data-error={inError ? 'true' : undefined}
          aria-invalid={inError ? true : undefined}
          aria-describedby={describedBy}
          id={id}
          type={number ? 'text' : undefined}
          {...input}
        />
        {number && (
          <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NumberInput-section">
            <div
              className="m_95e17d22 mantine-NumberInput-controls"
              style={{ '--ni-chevron-size': `var(--ni-chevron-size-${size})` } as CSSProperties}
            >
              {([1, -1] as const).map((direction) => (
                <button
                  key={direction}
                  className="mantine-focus-auto m_80b4b171 mantine-NumberInput-control m_87cf2631 mantine-UnstyledButton-root"
                  data-direction={direction === 1 ? 'up' : 'down'}
                  type="button"
                  tabIndex={-1}
                  aria-hidden
                  onClick={onStep && (() => onStep(direction))}
                >
                  <Chevron up={direction === 1} />
                </button>
              ))}
            </div>
          </div>
        )}
      </div>
      {message && (
        <p
          style={{ '--input-error-size': smaller(size) } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size={size}
          id={errorId}
        >
          {message}
        </p>
      )}
    </>,
  );
}

type FieldProps = InputProps & FieldOwn & { rootProps?: StyleProps };

/** Mantine's TextInput. */
export function TextField(props: FieldProps) {
  return <Field kind="TextInput" {...props} />;
}

/**
 * Mantine's NumberInput as a text field (`inputMode` says which keyboard): the caller keeps what
 * is typed, suffix and all, and reads the number from it; the arrows call `onStep`.
 */
export function NumberField(props: FieldProps & { onStep?: (direction: 1 | -1) => void }) {
  return <Field kind="NumberInput" {...props} />;
}

type FrameOwn = FieldOwn & { id?: string; rootProps?: StyleProps };

/** Label, description and error around one control, as Mantine's InputWrapper writes them. */
function FieldFrame({
  kind,
  label,
  description,
  error,
  id,
  size,
  rootProps,
  rightSection,
  control,
}: Omit<FrameOwn, 'id' | 'size'> & {
  kind: 'NativeSelect';
  id: string;
  size: 'sm' | 'md';
  rightSection?: ReactNode;
  control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; 'data-error'?: 'true' }) => ReactNode;
}) {
  const message = error !== undefined && error !== null && error !== false && error !== true ? error : null;
  const errorId = message ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = errorId || descriptionId ? `${errorId ?? ''} ${descriptionId ?? ''}`.trim() : undefined;
  const inError = !!error;
  return render(
    'div',
    `m_46b77525 mantine-InputWrapper-root mantine-${kind}-root {className}`,
    {},
    { size, error: inError },
    (rootProps ?? {}) as PlainProps,
    <>
      {label && (
        <label
          style={{ '--input-label-size': fieldSize(size) } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size={size}
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
      )}
      {description && (
        <p
          style={{ '--input-description-size': smaller(size) } as CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size={size}
          id={descriptionId}
        >
          {description}
        </p>
      )}
      <div
        style={
          {
            ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            ...(message ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': fieldSize(size),
          } as CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={inError ? 'true' : undefined}
        data-with-right-section={rightSection ? 'true' : undefined}
      >
        {control({
          ...(inError ? { 'aria-invalid': true as const, 'data-error': 'true' as const } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
        {rightSection && (
          <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
            {rightSection}
          </div>
        )}
      </div>
      {message && (
        <p
          style={{ '--input-error-size': smaller(size) } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size={size}
          id={errorId}
        >
          {message}
        </p>
      )}
    </>,
  );
}

/** Mantine's NativeSelect: a native select of `data`, with its label, description and error. */
export function SelectField({
  label,
  description,
  error,
  id: ownId,
  size = 'sm',
  rootProps,
  data,
  ...select
}: Omit<ComponentPropsWithoutRef<'select'>, 'size' | 'children'> &
  FrameOwn & { data: readonly { value: string; label: string }[] }) {
  const autoId = useId();
  const id = ownId ?? autoId;
  return (
    <FieldFrame
      kind="NativeSelect"
      {...{ label, description, error, id, size, rootProps }}
      rightSection={
        <svg width={15} height={15} viewBox="0 0 15 15" fill="none" aria-hidden style={{ pointerEvents: 'none' }}>
          <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      }
      control={(aria) => (
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          data-with-right-section="true"
          id={id}
          {...aria}
          {...select}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
