import type { ComponentPropsWithRef, CSSProperties } from 'react';

/**
 * Mantine's Textarea as a plain element (decision 229; fields.tsx has the text and number
 * fields): the wrapper, label,
 * description, input and error Mantine writes, with its classes, CSS variables and data
 * attributes, so a light page's form (a plain GET or POST form that works before its script)
 * looks exactly as Mantine's would. The input takes the usual attributes (name, value or
 * defaultValue, handlers, ref); plain.test.tsx checks the markup against Mantine's.
 */
type FieldOwn = {
  id: string;
  label: string;
  description?: string;
  error?: string | null;
  size?: 'sm' | 'md';
};
type TextareaFieldProps = FieldOwn & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

/** The description under a label, or the error under the input. */
function FieldNote({
  part,
  kind,
  id,
  size,
  children,
}: {
  part: 'description' | 'error';
  kind: 'Textarea';
  id: string;
  size: 'sm' | 'md';
  children: React.ReactNode;
}) {
  const mark = part === 'description' ? 'm_fe47ce59' : 'm_8f816625';
  return (
    <p
      style={
        {
          [`--input-${part}-size`]: `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`,
        } as CSSProperties
      }
      className={`${mark} mantine-InputWrapper-${part} mantine-${kind}-${part}`}
      data-size={size}
      id={`${id}-${part}`}
    >
      {children}
    </p>
  );
}

function FieldFrame({
  kind,
  id,
  label,
  description,
  error,
  size = 'sm',
  children,
}: FieldOwn & { kind: 'Textarea'; children: React.ReactNode }) {
  const fz = `var(--mantine-font-size-${size})`;
  const wrapperVars = {
    ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': fz,
    ...(kind === 'Textarea' ? { '--input-padding-y': `var(--input-padding-y-${size})` } : {}),
  } as CSSProperties;
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
      data-size={size}
      data-error={error ? 'true' : undefined}
    >
      <label
        style={{ '--input-label-size': fz } as CSSProperties}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        data-size={size}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      {description && (
        <FieldNote part="description" kind={kind} id={id} size={size}>
          {description}
        </FieldNote>
      )}
      <div
        style={wrapperVars}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={error ? 'true' : undefined}
        data-multiline={kind === 'Textarea' ? 'true' : undefined}
      >
        {children}
      </div>
      {error && (
        <FieldNote part="error" kind={kind} id={id} size={size}>
          {error}
        </FieldNote>
      )}
    </div>
  );
}

/** The input's own attributes Mantine adds: its class (and the page's), variant, error state and what describes it. */
function inputAttributes(kind: 'Textarea', { id, description, error }: FieldOwn, className?: string) {
  // As Mantine joins them: "e-error  e-description" (two spaces) when both are there.
  const describedBy =
    error && description
      ? `${id}-error  ${id}-description`
      : error
        ? `${id}-error`
        : description
          ? `${id}-description`
          : undefined;
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input${className ? ` ${className}` : ''}`,
    'data-variant': 'default',
    'data-error': error ? 'true' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    id,
  } as const;
}

export function TextareaField({ id, label, description, error, size, ...input }: TextareaFieldProps) {
  const own = { id, label, description, error, size };
  return (
    <FieldFrame kind="Textarea" {...own}>
      <textarea {...input} {...inputAttributes('Textarea', own, input.className)} />
    </FieldFrame>
  );
}
