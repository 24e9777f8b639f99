import {
  useId,
  type ComponentPropsWithRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { render, type PlainProps } from './render';
import type { StyleProps } from './style-props';

/** Style props for a field's outer wrapper, and a style (a flex basis in a row of fields). */
type RootProps = StyleProps & { style?: CSSProperties };

/**
 * The form family, fields: text, number, multi-line and select fields with their label,
 * description and error, in the one frame Mantine draws round each (choices.tsx has the radios,
 * ticks, switch and alert). Native controls carrying Mantine's
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

/** The Mantine components whose frame (label, description, input wrapper, error) Field writes. */
type Kind = 'TextInput' | 'NumberInput' | 'Textarea' | 'NativeSelect';

/** What the control inside the frame carries: Mantine's classes, its error state and what describes it. */
interface ControlAttributes {
  className: string;
  'data-variant': 'default';
  'data-error': 'true' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  id: string;
}

const SELECT_CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** The number field's step arrows, in the input's right section. */
function NumberSteps({ size, onStep }: { size: 'sm' | 'md'; onStep?: (direction: 1 | -1) => void }) {
  return (
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
  );
}

/** The select's chevron, in the input's right section. */
function SelectChevron({ size, error }: { size: 'sm' | 'md'; error: FieldOwn['error'] }) {
  return (
    <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
      <svg
        style={{ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as CSSProperties}
        className="m_2943220b mantine-ComboboxChevron-chevron"
        data-size={size}
        data-combobox-chevron="true"
        // Mantine writes the error's words here (or "true" for an error without words).
        data-error={error ? (typeof error === 'string' ? error : 'true') : undefined}
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d={SELECT_CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </div>
  );
}

/**
 * The frame Mantine writes around every input (TextInput, NumberInput, Textarea, NativeSelect):
 * the label, the description, the input's wrapper with its section (the number field's arrows,
 * the select's chevron) and the error. `control` draws the input itself with the attributes given.
 */
function FieldFrame({
  kind,
  label,
  description,
  error,
  id: ownId,
  onStep,
  rootProps,
  size = 'sm',
  required,
  control,
}: FieldOwn & {
  kind: Kind;
  id?: string;
  /** Marks the label with Mantine's asterisk (the control itself carries `required`). */
  required?: boolean;
  onStep?: (direction: 1 | -1) => void;
  rootProps?: RootProps;
  control: (attributes: ControlAttributes) => ReactNode;
}) {
  const autoId = useId();
  const id = ownId ?? autoId;
  const number = kind === 'NumberInput';
  const select = kind === 'NativeSelect';
  const multiline = kind === 'Textarea';
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
          data-required={required ? 'true' : undefined}
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
          {required && (
            <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
              {' *'}
            </span>
          )}
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
            ...(multiline ? { '--input-padding-y': `var(--input-padding-y-${size})` } : {}),
            ...(select ? { '--input-right-section-pointer-events': 'none' } : {}),
          } as CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={inError ? 'true' : undefined}
        data-pointer={select ? 'true' : undefined}
        data-multiline={multiline ? 'true' : undefined}
        data-with-right-section={number || select ? 'true' : undefined}
      >
        {control({
          className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
          'data-variant': 'default',
          'data-error': inError ? 'true' : undefined,
          'aria-invalid': inError ? true : undefined,
          'aria-describedby': describedBy,
          id,
        })}
        {number && <NumberSteps size={size} onStep={onStep} />}
        {select && <SelectChevron size={size} error={error} />}
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

/**
 * A field as Mantine's TextInput or NumberInput writes it: label, description, the input, error.
 * `kind="number"` adds Mantine's step arrows (they add or take `step`, through `onStep`).
 */
function Field({
  kind,
  label,
  description,
  error,
  id,
  onStep,
  rootProps,
  size,
  ...input
}: InputProps &
  FieldOwn & {
    kind: 'TextInput' | 'NumberInput';
    onStep?: (direction: 1 | -1) => void;
    rootProps?: RootProps;
  }) {
  const number = kind === 'NumberInput';
  return (
    <FieldFrame
      {...{ kind, label, description, error, id, onStep, rootProps, size, required: input.required }}
      control={(attributes) => <input {...attributes} type={number ? 'text' : undefined} {...input} />}
    />
  );
}

type FieldProps = InputProps & FieldOwn & { rootProps?: RootProps };

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

type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'size'>;

/**
 * Mantine's Textarea (without autosize: give it `rows`; a page's stylesheet may let it grow with
 * `field-sizing: content`). The caller's `className` joins Mantine's on the textarea.
 */
export function TextareaField({
  label,
  description,
  error,
  id,
  size,
  rootProps,
  className,
  ...textarea
}: TextareaProps & FieldOwn & { rootProps?: RootProps }) {
  return (
    <FieldFrame
      {...{ kind: 'Textarea' as const, label, description, error, id, size, rootProps, required: textarea.required }}
      control={(attributes) => (
        <textarea
          {...textarea}
          {...attributes}
          className={className ? `${attributes.className} ${className}` : attributes.className}
        />
      )}
    />
  );
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'size' | 'children'>;

/**
 * Mantine's NativeSelect: a native select with its chevron, its choices from `data`. A plain form
 * sends the choice as it is; the caller keeps the value (or gives `defaultValue`).
 */
export function SelectField({
  label,
  description,
  error,
  id,
  size,
  rootProps,
  data,
  ...select
}: SelectProps & FieldOwn & { rootProps?: RootProps; data: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <FieldFrame
      {...{ kind: 'NativeSelect' as const, label, description, error, id, size, rootProps, required: select.required }}
      control={(attributes) => (
        <select {...attributes} {...select}>
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
