import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { parseUsMoney, type MoneyReading } from '#server/modules/shared/money';

export { formatMoneyField, parseUsMoney } from '#server/modules/shared/money';

type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'inputMode' | 'type'> & {
  /** Exactly what was typed; it is never rewritten under the person's fingers. */
  value: string;
  onChange: (typed: string) => void;
};

/**
 * The staff area's one money field. Reads US money as staff type it ("1,650", "$1,650.00",
 * "1650" are $1,650.00) with the same parser the server's schemas use; anything else is named
 * beside the field once the field is left, and what was typed stays as typed. The form reads the
 * amount with `moneyFieldValue` when it is sent.
 */
export function MoneyInput({ value, onChange, error, onBlur, description, ...rest }: MoneyInputProps) {
  const [left, setLeft] = useState(false);
  const reading = parseUsMoney(value);
  const own = left && reading.kind === 'invalid' ? reading.message : null;
  return (
    <TextInput
      {...rest}
      description={description ?? 'In dollars, like 1,650 or 1,650.00'}
      leftSection="$"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        setLeft(false);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={own ?? error}
    />
  );
}

/**
 * What a money field holds when the form is sent: cents, null when blank, or the message to
 * show beside it.
 */
export function moneyFieldValue(typed: string): { cents: number | null; error: string | null } {
  const reading: MoneyReading = parseUsMoney(typed);
  if (reading.kind === 'cents') return { cents: reading.cents, error: null };
  if (reading.kind === 'empty') return { cents: null, error: null };
  return { cents: null, error: reading.message };
}
